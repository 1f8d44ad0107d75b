import type { Slot, SlotImportResult } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fmt, loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import AdminSlotsPage from './admin-slots';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

const refusedThumbnail = {
  status: 400,
  body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { thumbnail: 'server words' } } },
};
const saved: Slot = {
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Zeta Quest',
  provider: 'E2E Studio',
  thumbnail: null,
  rtp: null,
  volatility: null,
  maxWin: null,
};

async function addSlot(thumbnail: string, labels: { add: string; dialog: string; name: string; thumbnail: RegExp }) {
  let refused = false;
  fakeApi({
    'POST /slots': () => {
      if (refused) return ok(saved);
      refused = true;
      return refusedThumbnail;
    },
  });
  const { user } = renderApp(<AdminSlotsPage />);
  await user.click(screen.getByRole('button', { name: labels.add }));
  const dialog = await screen.findByRole('dialog', { name: labels.dialog });
  await user.type(within(dialog).getByLabelText(labels.name), 'Zeta Quest');
  await user.type(within(dialog).getByLabelText(labels.thumbnail), thumbnail);
  await user.click(within(dialog).getByRole('button', { name: labels.add.split(' ')[0] }));
  return { user, dialog };
}

describe('/admin/slots', () => {
  it("a refused thumbnail says what it needs in the page's words; the next try adds the slot", async () => {
    const { user, dialog } = await addSlot('//cdn.example/x.png', {
      add: 'Add slot',
      dialog: 'Add a slot',
      name: 'Name',
      thumbnail: /^Thumbnail URL/,
    });
    expect(
      await within(dialog).findByText('Thumbnail URL must be an absolute https:// URL (or a path of this site).'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/server words/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await findToast('Zeta Quest (E2E Studio) is in the catalogue.')).toBeTruthy();
  });

  it('reads in European and Brazilian Portuguese', async () => {
    await loadLocale('pt-PT');
    const { dialog } = await addSlot('//x', {
      add: 'Adicionar slot',
      dialog: 'Adicionar uma slot',
      name: 'Nome',
      thumbnail: /^URL da miniatura/,
    });
    expect(await within(dialog).findByText(/^O URL da miniatura tem de ser/)).toBeTruthy();
    resetAfterEach();

    await loadLocale('pt-BR');
    renderApp(<AdminSlotsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de slots' })).toBeTruthy();
    expect(screen.getByText('Digite pelo menos 3 letras de um slot ou de parte do nome dele.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Importar um CSV' })).toBeTruthy();
    expect(screen.getByLabelText('Arquivo CSV')).toBeTruthy();
  });

  describe('CSV import: the API sends codes, the page writes the sentences in its language', () => {
    const report: SlotImportResult = {
      added: 1200,
      updated: 1,
      rejected: [
        { line: 4, problems: [{ code: 'REQUIRED', column: 'name' }] },
        {
          line: 1234,
          problems: [
            { code: 'TOO_LONG', column: 'max_win', max: 100 },
            { code: 'NOT_AN_IMAGE_URL', column: 'thumbnail' },
          ],
        },
        { line: 1300, problems: [{ code: 'TOO_MANY_FIELDS' }] },
      ],
    };
    const upload = async (reply: Parameters<typeof fakeApi>[0][string], labels: { file: string; submit: string }) => {
      const api = fakeApi({ 'POST /slots/import': reply });
      const { user } = renderApp(<AdminSlotsPage />);
      await user.upload(
        screen.getByLabelText(labels.file),
        new File(['name,provider\nA,B\n'], 'slots.csv', { type: 'text/csv' }),
      );
      await user.click(screen.getByRole('button', { name: labels.submit }));
      return api;
    };

    it('in English: each skipped line once, its problems with their column and limit', async () => {
      const api = await upload(ok(report), { file: 'CSV file', submit: 'Import' });
      expect(await screen.findByText('Added 1,200, updated 1, rejected 3.')).toBeTruthy();
      const lines = within(screen.getByRole('list', { name: 'Rejected lines' })).getAllByRole('listitem');
      expect(lines.map((li) => li.textContent)).toEqual([
        'Line 4: name is required',
        'Line 1,234: max_win is longer than 100 characters; thumbnail is not an https:// URL or a path of this site',
        'Line 1,300: more values than the header has columns',
      ]);
      expect(api.writes()).toEqual([{ method: 'POST', path: '/slots/import', body: { csv: 'name,provider\nA,B\n' } }]);
    });

    it('in European Portuguese, and a file refused whole by its code', async () => {
      await loadLocale('pt-PT');
      await upload(ok(report), { file: 'Ficheiro CSV', submit: 'Importar' });
      const lines = within(await screen.findByRole('list', { name: 'Linhas rejeitadas' })).getAllByRole('listitem');
      expect(lines.map((li) => li.textContent)).toEqual([
        'Linha 4: a coluna name é obrigatória',
        `Linha ${fmt().number(1234)}: a coluna max_win tem mais de 100 caracteres; a coluna thumbnail não é um URL https:// nem um caminho deste site`,
        `Linha ${fmt().number(1300)}: tem mais valores do que colunas no cabeçalho`,
      ]);
      resetAfterEach();

      await upload(
        {
          status: 400,
          body: { error: { code: 'VALIDATION_ERROR', message: 'English words', fields: { csv: 'MISSING_COLUMNS' } } },
        },
        { file: 'Ficheiro CSV', submit: 'Importar' },
      );
      expect((await screen.findByRole('alert')).textContent).toBe(
        'O CSV precisa de uma linha de cabeçalho com as colunas name e provider.',
      );
    });

    it('in Brazilian Portuguese: too many rows names the limit', async () => {
      await loadLocale('pt-BR');
      await upload(
        {
          status: 400,
          body: { error: { code: 'VALIDATION_ERROR', message: 'English words', fields: { csv: 'TOO_MANY_ROWS' } } },
        },
        { file: 'Arquivo CSV', submit: 'Importar' },
      );
      expect((await screen.findByRole('alert')).textContent).toBe(
        `O CSV tem mais de ${fmt().number(60_000)} linhas; divida-o em arquivos menores.`,
      );
    });
  });
});
