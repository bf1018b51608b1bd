import { Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { canOpenStep, stepDone } from './wizard-gating';
import type { WizardState } from './wizard-model';
import { wizardSteps, type WizardStep } from './wizard-steps';

interface StepBarProps {
  state: WizardState;
  onOpen: (step: WizardStep) => void;
}

/** The bar of five steps: a circle that becomes a check once done; a later step opens only when its prerequisites hold. */
export function StepBar({ state, onOpen }: StepBarProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // On a phone the bar is wider than the screen: the open step is brought to its middle, never left off-screen,
  // and the page back up to the bar when 'Next' at the foot of a long step opened the next one.
  useEffect(() => {
    const frame = viewport.current;
    const tab = frame?.querySelector<HTMLElement>(`[data-step="${state.current}"]`);
    if (!frame || !tab) return;
    const frameBox = frame.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    frame.scrollLeft += tabBox.left - frameBox.left - (frameBox.width - tabBox.width) / 2;
    frame.scrollIntoView?.({ block: 'nearest' });
  }, [state.current]);
  return (
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportRef={viewport}
      // Below the fixed top bar when the page scrolls up to it.
      viewportProps={{ style: { scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' } }}
    >
      <Group gap="xs" wrap="nowrap" role="tablist" aria-label="Add offer steps" data-testid="wizard-step-bar">
        {wizardSteps.map((step, index) => {
          const done = stepDone(step.id, state);
          const current = state.current === step.id;
          const enabled = current || canOpenStep(step.id, state);
          return (
            <UnstyledButton
              key={step.id}
              role="tab"
              aria-selected={current}
              aria-disabled={!enabled}
              disabled={!enabled}
              data-step={step.id}
              data-done={done}
              onClick={() => enabled && !current && onOpen(step.id)}
              px="sm"
              py={6}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: current ? 'var(--mantine-color-brand-light)' : undefined,
                opacity: enabled ? 1 : 0.5,
                cursor: enabled ? 'pointer' : 'not-allowed',
                whiteSpace: 'nowrap',
              }}
            >
              <Group gap={6} wrap="nowrap">
                {done ? (
                  <IconCircleCheckFilled size={18} color="var(--mantine-color-brand-7)" aria-label="Done" />
                ) : (
                  <IconCircle size={18} aria-hidden />
                )}
                <Text size="sm" fw={current ? 650 : 500}>
                  {index + 1}. {step.tab}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
