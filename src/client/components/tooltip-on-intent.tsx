import type { ReactElement, Ref } from 'react';
import { useLoadOnIntent } from './use-load-on-intent';

/** What the button a tooltip is loaded for takes: the ref of the stand-in or of the loaded target, and the intents. */
export interface IntentButtonProps {
  ref: Ref<HTMLButtonElement>;
  onPointerEnter: () => void;
  onFocus: () => void;
}

interface TooltipOnIntentProps {
  label: string;
  /** Also called on each intent (pointing at or focusing the button). */
  onIntent?: () => void;
  /** The button, given what it needs to spread. */
  children: (props: IntentButtonProps) => ReactElement;
}

/**
 * A button's tooltip (Mantine Tooltip and its positioning library), which is not part of the page's start: the
 * button is a plain labelled one until pointed at or focused; the tooltip then loads, the button it wraps takes
 * over the focus, and it opens if the pointer is still on it.
 */
export function TooltipOnIntent({ label, onIntent, children }: TooltipOnIntentProps) {
  const { loaded, intentProps } = useLoadOnIntent(() => import('./intent-tooltip'));
  const intent = () => {
    onIntent?.();
    intentProps.onFocus();
  };
  const button = (ref: Ref<HTMLButtonElement>) => children({ ref, onPointerEnter: intent, onFocus: intent });
  if (loaded) {
    const { IntentTooltip } = loaded.module;
    return <IntentTooltip label={label} intent={loaded} target={button} />;
  }
  return button(intentProps.ref);
}
