/** A call to the private API, live or sandbox (not the control plane, the docs or the dashboard's files). */
export const isApiUrl = (url: string): boolean => url.startsWith('/private/') || url.startsWith('/sandbox/');
