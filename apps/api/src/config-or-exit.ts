import { loadConfig, type Config } from './config';
import { ConfigError } from './config-fields';

/** The start-up wrapper: a bad configuration prints one line and ends the process with code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
}
