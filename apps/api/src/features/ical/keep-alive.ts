import http from 'node:http';
import https from 'node:https';

/**
 * Keep-alive agents for the iCal fetcher, one per origin *and* list of checked addresses: a socket
 * pooled by one agent was connected to one of that agent's addresses, so a reused connection
 * never reaches an address the guard did not pass for this fetch (README, "Safety rules"). When
 * a name resolves to other addresses, the fetch gets another agent and a new connection.
 */
const MAX_AGENTS = 512;
/**
 * Idle sockets close after this: under the 5 s keep-alive of most servers (Node's included).
 * Nothing closes them on shutdown: an agent's idle sockets do not keep the process alive.
 */
const IDLE_MS = 4_000;
/** Idle sockets kept per agent: the scheduler's per-origin limit (ICAL_SYNC_PER_ORIGIN). */
const FREE_SOCKETS = 8;

const agents = new Map<string, http.Agent>();

export function keepAliveAgent(url: URL, host: string, addresses: readonly string[]): http.Agent {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const key = `${url.protocol}//${host}:${port} ${addresses.join(' ')}`;
  const found = agents.get(key);
  if (found) {
    // Most recently used last: the first entry is the one to drop when full.
    agents.delete(key);
    agents.set(key, found);
    return found;
  }
  const options = {
    keepAlive: true,
    maxFreeSockets: FREE_SOCKETS,
    timeout: IDLE_MS,
  };
  const agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  // The dropped agent is not destroyed: a fetch may still use it, and its idle sockets close
  // by themselves after IDLE_MS.
  if (agents.size > MAX_AGENTS) agents.delete(agents.keys().next().value as string);
  return agent;
}
