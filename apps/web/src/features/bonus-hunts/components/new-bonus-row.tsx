import { SlotSearch } from '@/components/slot-search';
import { t } from '@/i18n';
import { useAddBonus } from '../api/add-bonus';
import { fail } from './fail';

/** The 'new' placeholder row: picking a slot creates the bonus on the server. */
export function NewBonusRow({ huntId }: { huntId: string }) {
  const addBonus = useAddBonus(huntId);
  return (
    <tr data-testid="new-bonus-row" className="border-t border-border">
      <td />
      <td className="px-2 py-1.5" colSpan={5}>
        <SlotSearch
          placeholder={t('bonus-hunts.view.addBonus')}
          onPick={(slot) => addBonus.mutate({ slot: slot.id }, { onError: fail })}
        />
      </td>
    </tr>
  );
}
