import { adoptMockSessionFromUrl } from './mock-session';

// A side-effect module imported first by main.tsx: it runs before the router reads the URL and
// before any call is made, so the very first request already carries the session header.
adoptMockSessionFromUrl();
