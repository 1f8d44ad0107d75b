import { PartyPopperIcon } from 'lucide-react';
import { t } from '@/i18n';
import { useDismissNotice } from '@/lib/notices/dismiss-notice';
import { useNotices } from '@/lib/notices/get-notices';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';

/**
 * The signed-in user's notices (a prize won, …): read once per page load, shown one at a time in a
 * dialog; closing it in any way dismisses that notice on the server, so it never shows again.
 */
export default function NoticesDialog() {
  const notices = useNotices();
  const dismiss = useDismissNotice();
  const notice = notices.data?.notices[0];
  if (!notice) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : dismiss.mutate(notice.id))}>
      <DialogContent title={notice.title} description={notice.body} data-testid="notice-dialog">
        <div className="flex items-center justify-between gap-3">
          <PartyPopperIcon aria-hidden="true" className="size-8 text-yellow-400" />
          <Button onClick={() => dismiss.mutate(notice.id)}>{t('ui.notices.gotIt')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
