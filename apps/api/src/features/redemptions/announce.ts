import { formatPoints, type Redemption } from '@app/contracts';
import type { RedemptionsDeps } from './context';

/**
 * The Discord announcement of committed redemptions, if a webhook is set: after the commit, off the
 * request's path, bounded by the client's timeout; any failure is logged and changes nothing. The
 * delivery detail is not sent (it is personal; the desk shows it).
 */
export function createAnnouncer(notify: RedemptionsDeps['notify']) {
  /** Announcements still on their way (tests and shutdown can wait for them). */
  const inFlight = new Set<Promise<unknown>>();

  function announce(redemption: Redemption) {
    if (!notify) return;
    // In an async function, so a throw before the first await is caught like a rejection.
    const job = (async () =>
      notify.discord.send({
        content: `New redemption: ${redemption.itemName} for ${redemption.twitchName}`,
        embeds: [
          {
            title: 'New redemption',
            color: 0x22c55e,
            fields: [
              { name: 'Item', value: redemption.itemName, inline: true },
              { name: 'Viewer', value: redemption.twitchName, inline: true },
              { name: 'Cost', value: `${formatPoints(redemption.cost)} points`, inline: true },
              ...(redemption.detailLabel
                ? [
                    {
                      name: redemption.detailLabel,
                      value: redemption.detail ? 'given (see the redemptions desk)' : 'not given',
                    },
                  ]
                : []),
            ],
            timestamp: redemption.createdAt,
          },
        ],
        allowed_mentions: { parse: [] },
      }))()
      .catch((err: unknown) => notify.log.warn({ err: (err as Error).message }, 'redemption announcement failed'))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }

  /** Waits for the announcements on their way (tests; shutdown). */
  const settled = async (): Promise<void> => {
    await Promise.all([...inFlight]);
  };

  return { announce, settled };
}
