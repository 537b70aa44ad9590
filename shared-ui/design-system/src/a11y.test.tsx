import axe from 'axe-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { wrap } from './testing/wrap';
import { Checkbox, DateInput, FileInput, MoneyInput, RadioGroup, TextInput, Textarea } from './forms';
import { ContractForm, useContractForm } from './forms/contract';
import { Select } from './primitives/Select';
import { IconButton } from './primitives/IconButton';
import { DataTable, EmptyState } from './data';
import { Pager, Tabs } from './navigation';
import { ConfirmDialog } from './overlay';
import { ToastProvider, useToast } from './feedback';

// axe-core on the rendered kit (jsdom: no layout, so colour contrast is checked by hand against the
// theme instead, see the README).
// axe walks the whole document: seconds on a busy 2-core machine, beyond Jest's default 5 s.
jest.setTimeout(30_000);

async function violations(root: Element = document.body) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const schema = z.object({
  name: z.string().min(2),
  about: z.string().max(10),
  start: z.iso.date(),
  kind: z.enum(['JOB', 'INTERNSHIP']),
  budget: z.number().min(100),
  mode: z.enum(['ONSITE', 'REMOTE']),
  agree: z.literal(true),
  cv: z.instanceof(File),
});

function EveryField() {
  const form = useContractForm(schema, {
    defaultValues: { name: '', about: 'far too long text', start: '', agree: false as true },
  });
  const { FormField } = form;
  return (
    <ContractForm form={form} onSubmit={() => undefined} aria-label="Everything">
      <FormField name="name" label="Name" hint="As on your ID">
        <TextInput autoComplete="name" />
      </FormField>
      <FormField name="about" label="About you" optional>
        <Textarea />
      </FormField>
      <FormField name="start" label="Start date">
        <DateInput />
      </FormField>
      <FormField name="kind" label="Kind">
        <Select
          placeholder="Choose…"
          options={[
            { value: 'JOB', label: 'Job' },
            { value: 'INTERNSHIP', label: 'Internship' },
          ]}
        />
      </FormField>
      <FormField name="budget" label="Budget">
        <MoneyInput currency="EUR" />
      </FormField>
      <FormField name="mode" label="Where" group>
        <RadioGroup
          options={[
            { value: 'ONSITE', label: 'On site' },
            { value: 'REMOTE', label: 'Remote', hint: 'Anywhere' },
          ]}
        />
      </FormField>
      <FormField name="agree" label="I agree" inline>
        <Checkbox />
      </FormField>
      <FormField name="cv" label="Résumé">
        <FileInput accept=".pdf" maxBytes={1_000_000} />
      </FormField>
      <button type="submit">Send</button>
    </ContractForm>
  );
}

describe('axe', () => {
  it('a contract form, before and after a failed submit', async () => {
    render(
      wrap(
        <main>
          <EveryField />
        </main>,
      ),
    );
    expect(await violations()).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByTestId('error-summary')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('tabs, a data table, a pager, an empty state, icon buttons', async () => {
    render(
      wrap(
        <main>
          <Tabs
            label="Sections"
            tabs={[
              {
                id: 'a',
                label: 'Open',
                content: (
                  <DataTable
                    caption="Jobs"
                    rowKey={(r: { id: number }) => r.id}
                    rows={[{ id: 1 }, { id: 2 }]}
                    pageSize={1}
                    columns={[{ key: 'id', header: 'Id', cell: (r) => r.id, sortValue: (r) => r.id }]}
                  />
                ),
              },
              {
                id: 'b',
                label: 'Closed',
                content: <EmptyState title="No closed jobs" description="Closed jobs show here." />,
              },
            ]}
          />
          <Pager page={2} pageCount={5} hrefOf={(p) => `?page=${p}`} />
          <IconButton label="Close" icon="close" />
          <IconButton label="Saved" icon="heart" tone="outlined" pressed />
        </main>,
      ),
    );
    expect(await violations()).toEqual([]);
  });

  it('an open confirmation and a toast', async () => {
    function Toasting() {
      const toast = useToast();
      return <button onClick={() => toast.show({ message: 'Deleted', onUndo: () => undefined })}>Go</button>;
    }
    render(
      wrap(
        <ToastProvider>
          <main>
            <Toasting />
            <ConfirmDialog
              open
              title="Delete it?"
              destructive
              onConfirm={() => undefined}
              onCancel={() => undefined}
            >
              It cannot be undone.
            </ConfirmDialog>
          </main>
        </ToastProvider>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go', hidden: true }));
    expect(await violations()).toEqual([]);
  });
});
