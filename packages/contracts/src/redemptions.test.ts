import { describe, expect, it } from 'vitest';
import { parseDiscordWebhookUrl } from './redemptions';

describe('Discord webhook URLs', () => {
  const id = '112233445566778899';
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghijklmnopqrstuvwxyzABCDEF';
  it('accepts only Discord hosts over https with the webhook path, and keeps the id and token', () => {
    for (const host of ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com']) {
      expect(parseDiscordWebhookUrl(`https://${host}/api/webhooks/${id}/${token}`)).toEqual({ id, token });
    }
    expect(parseDiscordWebhookUrl(`https://discord.com/api/v10/webhooks/${id}/${token}`)).toEqual({ id, token });
    for (const bad of [
      `http://discord.com/api/webhooks/${id}/${token}`,
      `https://discord.com.evil.example/api/webhooks/${id}/${token}`,
      `https://evil.example/discord.com/api/webhooks/${id}/${token}`,
      `https://discord.com@evil.example/api/webhooks/${id}/${token}`,
      `https://discord.com/api/webhooks/${id}/${token}/../../x`,
      `https://discord.com/api/webhooks/${id}/${token}#x`,
      `https://discord.com/api/webhooks/abc/${token}`,
      `https://discord.com:8443/api/webhooks/${id}/${token}`,
    ]) {
      expect(parseDiscordWebhookUrl(bad), bad).toBeNull();
    }
  });
});
