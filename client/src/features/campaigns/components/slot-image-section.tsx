import { Card, FileInput, Group, Image, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_IMAGE_SIZES, type CampaignSlot, slotNeedsImage } from '@cashloop/shared/contracts/campaigns';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { imageProblem } from '../utils/campaign-draft';
import { slotLabels } from '../utils/campaign-labels';

interface SlotImageSectionProps {
  slot: CampaignSlot;
  image: File | null;
  onChange: (next: { slot: CampaignSlot; image: File | null }) => void;
}

/** Section 2: the slot, and for Takeover and Featured a png of the slot's exact size (checked before any upload). */
export function SlotImageSection({ slot, image, onChange }: SlotImageSectionProps) {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return onChange({ slot, image: null });
    const problem = await imageProblem(file, slot);
    // Spec 2 §5: on a size error the file is cleared.
    if (problem) {
      setError(problem);
      return onChange({ slot, image: null });
    }
    onChange({ slot, image: file });
  };
  const changeSlot = (next: string) => {
    setError(null);
    onChange({ slot: next as CampaignSlot, image: null });
  };

  return (
    <Card padding="md" data-testid="campaign-slot">
      <Stack gap="sm">
        <Title order={4}>2. Campaign type</Title>
        <Radio.Group value={slot} onChange={changeSlot} aria-label="Campaign type">
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {(['TAKEOVER', 'FEATURE', 'PROMOTED'] as const).map((s) => (
              <Radio.Card key={s} value={s} p="sm" radius="md" data-testid={`slot-${s}`}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{slotLabels[s]}</Text>
                    <Text size="xs" c="dimmed">
                      {s === 'PROMOTED' ? 'Listed with a megaphone, no image' : `${CAMPAIGN_IMAGE_SIZES[s].width}x${CAMPAIGN_IMAGE_SIZES[s].height} png`}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {slotNeedsImage(slot) && (
          <>
            <FileInput
              label="Campaign image"
              description={`A png of exactly ${CAMPAIGN_IMAGE_SIZES[slot].width}x${CAMPAIGN_IMAGE_SIZES[slot].height} pixels`}
              placeholder="Choose a .png image"
              accept="image/png"
              leftSection={<IconPhoto size={16} />}
              value={image}
              onChange={(f) => void choose(f)}
              error={error}
              clearable
              data-testid="campaign-image"
            />
            {preview && <Image src={preview} alt="Campaign image preview" maw={slot === 'TAKEOVER' ? 240 : 427} radius="md" data-testid="campaign-image-preview" />}
          </>
        )}
      </Stack>
    </Card>
  );
}
