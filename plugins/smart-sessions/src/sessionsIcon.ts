/** A key: the session keys an account has granted. */
export const sessionsIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><circle cx="7" cy="10" r="3.5"/><path d="M10.5 10H17m-2 0v3m-2.5-3v2"/></svg>'
