import { ColorInput, SimpleGrid } from '@mantine/core';
import { HEX_COLOUR, sdkColourNames, type SdkColourName, type SdkColours } from '@cashloop/shared/contracts/sdk';

const LABELS: Record<SdkColourName, string> = {
  sectionLabelTitleColour: 'Section title',
  sectionLabelSubTitleColour: 'Section subtitle',
  primaryTextColour: 'Primary text',
  secondaryTextColour: 'Secondary text',
  highlightTextColour: 'Highlight text',
  cardBackgroundColour: 'Card background',
  cardBorderColour: 'Card border',
  dividerColour: 'Divider',
  primaryButtonBackground: 'Primary button background',
  primaryButtonBorder: 'Primary button border',
  primaryButtonTextColour: 'Primary button text',
  secondaryButtonBackground: 'Secondary button background',
  secondaryButtonBorder: 'Secondary button border',
  secondaryButtonTextColour: 'Secondary button text',
  backgroundColour: 'Background',
};

/** The 15 colour pickers (spec 2 §2.11); a value that is not a hex colour is flagged and cannot be saved. */
export function ColourPickers({ colours, onChange }: { colours: SdkColours; onChange: (name: SdkColourName, value: string) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {sdkColourNames.map((name) => (
        <ColorInput
          key={name}
          label={LABELS[name]}
          format="hex"
          value={colours[name]}
          onChange={(value) => onChange(name, value)}
          error={HEX_COLOUR.test(colours[name]) ? undefined : 'Use a hex colour such as #19212B'}
          data-testid={`colour-${name}`}
        />
      ))}
    </SimpleGrid>
  );
}

export const coloursValid = (colours: SdkColours): boolean => sdkColourNames.every((n) => HEX_COLOUR.test(colours[n]));
