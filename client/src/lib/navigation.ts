/** Lets non-React code (the api client) navigate through the router once the app registers it. */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}

export const currentPath = (): string => `${window.location.pathname}${window.location.search}`;
