import {
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { Button } from './Button';
import { Icon } from './Icon';
import './ui.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  /** Accessible name; the placeholder alone is not a label. */
  readonly label: string;
  readonly placeholder?: string;
  readonly clearLabel: string;
}

export function SearchField({ label, placeholder, clearLabel, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} aria-label={label} className="ui-search-field">
      <Icon name="search" className="ui-search-field__icon" />
      <Input placeholder={placeholder} className="ui-search-field__input" />
      <Button variant="icon" className="ui-search-field__clear" aria-label={clearLabel}>
        <Icon name="close" />
      </Button>
    </AriaSearchField>
  );
}
