import { publicConfigPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { api, extraApp } from '../helpers/test-app';

/*
 * Issue 7: the support chat is a configured third-party script (SUPPORT_CHAT_SCRIPT_URL), off
 * when unset. The panel learns it from GET public/config; the CSP allows its origin only then.
 */
const chat = 'https://chat.example.net/widget/v2.js';

describe('[ADMIN] the support chat widget is configuration', () => {
  it('unset: no script, and the CSP names no other origin', async () => {
    const answer = await api('GET', publicConfigPaths.config);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ support_chat_script_url: null });
    expect(answer.headers.get('content-security-policy')).not.toContain('chat.example.net');
  });

  it('set: the panel is told the script, and its origin (only) is allowed', async () => {
    const { app, baseUrl } = await extraApp(() => {}, { config: { supportChatScriptUrl: chat } });
    try {
      const answer = await api('GET', publicConfigPaths.config, { baseUrl });
      expect(answer.body.data).toMatchObject({ support_chat_script_url: chat });
      const csp = answer.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self' https://chat.example.net");
      expect(csp).not.toContain('/widget/v2.js');
    } finally {
      await app.close();
    }
  });

  it('only an https URL is accepted, with one line naming the variable', () => {
    expect(loadConfig({ SUPPORT_CHAT_SCRIPT_URL: chat }).supportChatScriptUrl).toBe(chat);
    expect(loadConfig({}).supportChatScriptUrl).toBeNull();
    expect(() => loadConfig({ SUPPORT_CHAT_SCRIPT_URL: 'http://chat.example.net/x.js' })).toThrow(
      /SUPPORT_CHAT_SCRIPT_URL/,
    );
  });
});
