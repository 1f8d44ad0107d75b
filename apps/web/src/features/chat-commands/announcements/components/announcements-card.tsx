import { PLATFORM_NAMES, PLATFORMS } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { t, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useChatAnnouncements } from '../api/get-chat-announcements';
import { useSaveChatAnnouncements } from '../api/save-chat-announcements';
import { ANNOUNCEMENT_KINDS, type AnnouncementKind, type ChatAnnouncementSettings } from '../types';

const KIND_LABEL: Record<AnnouncementKind, MessageId> = {
  hunt_gtb: 'chat-commands.announcements.kind.huntGtb',
  hunt_avg: 'chat-commands.announcements.kind.huntAvg',
  giveaway_drawn: 'chat-commands.announcements.kind.giveawayDrawn',
  giveaway_final: 'chat-commands.announcements.kind.giveawayFinal',
  sr_played: 'chat-commands.announcements.kind.srPlayed',
};

function AnnouncementsForm({ saved }: { saved: ChatAnnouncementSettings }) {
  const save = useSaveChatAnnouncements();
  const [enabled, setEnabled] = useState(() => structuredClone(saved.enabled));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { enabled },
      {
        onSuccess: () => toast({ description: t('chat-commands.announcements.saved'), variant: 'success' }),
        onError: (err) => toast({ description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="px-2 py-1 font-medium">
                {t('chat-commands.announcements.announcement')}
              </th>
              {PLATFORMS.map((p) => (
                <th key={p} scope="col" className="px-2 py-1 text-center font-medium">
                  {PLATFORM_NAMES[p]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ANNOUNCEMENT_KINDS.map((kind) => (
              <tr key={kind} className="border-t border-border">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {t(KIND_LABEL[kind])}
                </th>
                {PLATFORMS.map((p) => (
                  <td key={p} className="px-2 py-1 text-center">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={t('chat-commands.announcements.onPlatform', {
                        announcement: t(KIND_LABEL[kind]),
                        platform: PLATFORM_NAMES[p],
                      })}
                      checked={enabled[kind][p]}
                      onChange={(e) =>
                        setEnabled((current) => ({ ...current, [kind]: { ...current[kind], [p]: e.target.checked } }))
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('chat-commands.announcements.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The chat announcements (the hunt's GTB and AVG results, a giveaway's winners, a slot request
 * played): a switch per announcement and platform. Their texts are the `announce_*` reply templates.
 */
export function AnnouncementsCard() {
  const query = useChatAnnouncements();
  return (
    <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-announcements">
      <h2 id="chat-announcements" className="mb-1 text-lg font-bold">
        {t('chat-commands.announcements.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('chat-commands.announcements.intro')}</p>
      <QueryState
        query={query}
        className="text-danger"
        error={(error) => t('chat-commands.announcements.loadFailed', { message: errorMessage(error) })}
      >
        {(data) => <AnnouncementsForm key={JSON.stringify(data.enabled)} saved={data} />}
      </QueryState>
    </section>
  );
}
