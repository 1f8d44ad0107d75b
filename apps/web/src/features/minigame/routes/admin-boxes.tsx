import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { useBoxes } from '../api/get-boxes';
import { useCreateBox } from '../api/create-box';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/i18n';
import { explain } from '../components/explain';
import { BoxEditor } from '../components/box-editor';

/** /admin/boxes: the boxes of the box picker, each a name, an optional thumbnail and catalogue slots. */
export default function AdminBoxesPage() {
  const boxes = useBoxes();
  const create = useCreateBox();
  const [name, setName] = useState('');

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name },
      { onSuccess: () => setName(''), onError: (err) => toast({ variant: 'destructive', description: explain(err) }) },
    );
  };

  return (
    <section>
      <PageTitle subtitle={t('minigame.admin.subtitle')}>{t('minigame.admin.title')}</PageTitle>
      <form onSubmit={onCreate} className="mb-4 flex flex-wrap gap-2">
        <input
          aria-label={t('minigame.admin.newBoxName')}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('minigame.admin.newBoxName')}
          className="min-w-0 flex-1 rounded-md border border-border bg-surface px-3 py-2 text-sm outline-none focus:border-accent"
        />
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          {t('minigame.admin.addBox')}
        </Button>
      </form>
      <QueryState query={boxes} error={(error) => t('minigame.loadFailed', { error: errorMessage(error) })}>
        {(list) => (
          <div className="grid gap-3 md:grid-cols-2">
            {list.map((box) => (
              <BoxEditor key={box.id} box={box} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
