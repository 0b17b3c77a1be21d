export const receiveIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"><path d="M10 3v11m0 0l-4-4m4 4l4-4M4 17h12"/></svg>'
