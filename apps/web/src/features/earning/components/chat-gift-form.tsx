import { CHAT_GIFT_POINTS_MAX, CHAT_GIFT_REASON_MAX, hasControlCharacters } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { fmt, pointsText, t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useGiveToChat } from '../api/give-to-chat';

const input =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger';

/**
 * "Give points to everyone in chat now": every linked viewer present in chat on the live platforms
 * gets the points once. The gift's id is made when the form is filled and kept until it succeeds, so
 * a double click or a retry after a lost answer never gives twice.
 */
export function ChatGiftForm() {
  const give = useGiveToChat();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [giftId, setGiftId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const pointsId = useId();
  const reasonId = useId();
  const errorId = useId();
  const amount = Number(points.replace(/[\s,.]/g, ''));
  const text = reason.trim();
  const valid =
    Number.isSafeInteger(amount) &&
    amount >= 1 &&
    amount <= CHAT_GIFT_POINTS_MAX &&
    text.length > 0 &&
    text.length <= CHAT_GIFT_REASON_MAX &&
    !hasControlCharacters(text);

  const send = () =>
    give.mutate(
      { id: giftId, points: amount, reason: text },
      {
        onSuccess: (r) => {
          setPoints('');
          setReason('');
          setGiftId(crypto.randomUUID());
          setError(null);
          toast({
            variant: 'success',
            description: t('earning.chatGift.given', {
              points: pointsText(r.points),
              viewers: r.credited,
              twitch: fmt().number(r.twitch),
              kick: fmt().number(r.kick),
            }),
          });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );

  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="earning-chat-gift">
      <h2 id="earning-chat-gift" className="mb-1 text-lg font-bold">
        {t('earning.chatGift.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('earning.chatGift.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1 text-sm">
          <label htmlFor={pointsId} className="font-semibold">
            {t('earning.chatGift.points')}
          </label>
          <input
            id={pointsId}
            className={input}
            inputMode="numeric"
            value={points}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setPoints(e.target.value)}
          />
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={reasonId} className="font-semibold">
            {t('earning.chatGift.reason')}
          </label>
          <input
            id={reasonId}
            className={input}
            value={reason}
            maxLength={CHAT_GIFT_REASON_MAX}
            placeholder={t('earning.chatGift.reasonPlaceholder')}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <ConfirmDialog
          trigger={(open) => (
            <Button onClick={open} disabled={!valid || give.isPending}>
              {t('earning.chatGift.submit')}
            </Button>
          )}
          title={t('earning.chatGift.confirmTitle')}
          description={t('earning.chatGift.confirmText', { points: valid ? pointsText(amount) : '', reason: text })}
          confirmLabel={t('earning.chatGift.submit')}
          pending={give.isPending}
          onConfirm={send}
        />
      </div>
      <FormError id={errorId}>{error}</FormError>
    </section>
  );
}
