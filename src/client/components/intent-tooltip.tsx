import type { ReactElement, Ref } from 'react';
import { Tooltip } from '@mantine/core';
import { type LoadedIntent, useTakeOver } from './use-load-on-intent';

interface IntentTooltipProps {
  label: string;
  /** How the stand-in was left: the new button takes the focus it had; the tooltip opens if it is pointed at. */
  intent: LoadedIntent;
  /** The button, given the ref that takes over the stand-in's focus. */
  target: (ref: Ref<HTMLButtonElement>) => ReactElement;
}

/** A button's tooltip, loaded on intent (`useLoadOnIntent`) in place of the plain stand-in button. */
export function IntentTooltip({ label, intent, target }: IntentTooltipProps) {
  const { target: ref } = useTakeOver<HTMLButtonElement>({ opened: false, focused: intent.focused });
  return (
    <Tooltip label={label} defaultOpened={intent.hovered}>
      {target(ref)}
    </Tooltip>
  );
}
