import { startEarlyRequests } from './early-requests';

/** The early script's entry (index.html, build/early-script.ts): see early-requests.ts. */
startEarlyRequests();
