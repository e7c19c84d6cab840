import { useState } from 'react';
import { Button } from '../../../components/ui/Button';

interface ProfileTabsProps<Tab extends string> {
  readonly tabs: readonly Tab[];
  readonly current: Tab;
  /** The group's name for assistive technology. */
  readonly label: string;
  readonly labelOf: (tab: Tab) => string;
  readonly onChange: (tab: Tab) => void;
}

/** A history's filter: one toggle button per tab, the current one pressed. */
export function ProfileTabs<Tab extends string>({
  tabs,
  current,
  label,
  labelOf,
  onChange,
}: ProfileTabsProps<Tab>) {
  return (
    <div className="profile-tabs" role="group" aria-label={label}>
      {tabs.map((tab) => (
        <Button
          key={tab}
          variant={tab === current ? 'primary' : 'secondary'}
          aria-pressed={tab === current}
          onPress={() => {
            onChange(tab);
          }}
        >
          {labelOf(tab)}
        </Button>
      ))}
    </div>
  );
}

interface ConfirmActionProps {
  /** The first button: what the member may do. */
  readonly actionLabel: string;
  /** The second step's button, naming what will happen. */
  readonly confirmLabel: string;
  /** The way back without doing it. */
  readonly keepLabel: string;
  readonly isPending: boolean;
  readonly onConfirm: () => void;
}

/** An action that cannot be undone, done on a second, explicit press. */
export function ConfirmAction({
  actionLabel,
  confirmLabel,
  keepLabel,
  isPending,
  onConfirm,
}: ConfirmActionProps) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <>
      <Button isDisabled={isPending} onPress={onConfirm}>
        {confirmLabel}
      </Button>
      <Button
        variant="ghost"
        onPress={() => {
          setConfirming(false);
        }}
      >
        {keepLabel}
      </Button>
    </>
  ) : (
    <Button
      variant="ghost"
      onPress={() => {
        setConfirming(true);
      }}
    >
      {actionLabel}
    </Button>
  );
}
