import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export type AccordionItem = { id: string | number; title: string; content: ReactNode };

type AccordionProps = {
  items: AccordionItem[];
  /** Heading level of each item's button, so the outline stays correct on every page. */
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string | number;
};

/** An accessible accordion (WAI-ARIA pattern): each header is a button that controls a region. */
export function Accordion({ items, headingLevel = 3, defaultOpenId }: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<Set<string | number>>(
    () => new Set(defaultOpenId === undefined ? [] : [defaultOpenId]),
  );
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string | number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-brand-950 hover:bg-brand-50"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
