import type { FaqDto } from '@skybook/contracts/content-store';
import { useId, useState } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';
import { Icon } from '../../../components/ui/Icon';

export interface FaqAccordionProps {
  readonly faqs: readonly FaqDto[];
}

/**
 * Questions as an accordion (WAI-ARIA APG): each question is a button in a heading that shows or
 * hides its answer, a region named by the question. Any number may be open at once.
 */
export function FaqAccordion({ faqs }: FaqAccordionProps) {
  return (
    <ul className="faq-accordion">
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </ul>
  );
}

function FaqItem({ faq }: { readonly faq: FaqDto }) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <li className="faq-item">
      <h3 className="faq-item__heading">
        <button
          type="button"
          id={buttonId}
          className="faq-item__button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => {
            setOpen((open) => !open);
          }}
        >
          <span>{faq.question}</span>
          <Icon name="chevronDown" className="faq-item__chevron" />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="faq-item__answer"
        hidden={!isOpen}
      >
        <SafeHtml html={faq.answer} />
      </div>
    </li>
  );
}
