/** The Account action's icon: a name tag. */
export const nameIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"><path d="M3 4.5h8.5l5.5 5.5-5.5 5.5H3z"/><circle cx="7" cy="10" r="1.2"/></svg>'
