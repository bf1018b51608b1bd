import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sdkColourNames, type SdkColours } from '@cashloop/shared/contracts/sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/api-error';
import { useSdkColours, type SavedSdkColours } from '../api/get-sdk-colours';
import { useSaveSdkColours } from '../api/save-sdk-colours';
import { ColourPickers, coloursValid } from './colour-pickers';
import { OffersSdk } from './offers-sdk';
import { PhoneFrame } from './phone-frame';

const coloursOf = (saved: SavedSdkColours): SdkColours => Object.fromEntries(sdkColourNames.map((n) => [n, saved[n]])) as SdkColours;

/** /sdk-manager (spec 2 §2.11): 15 colour pickers, Save, Preview and a live preview in a phone frame. */
export function SdkManagerPage() {
  const saved = useSdkColours();
  if (saved.isError && !saved.data) {
    return <ErrorState title="Could not load the SDK colours" message={errorMessage(saved.error)} onRetry={() => void saved.refetch()} />;
  }
  if (!saved.data) return <PageLoader />;
  return <SdkManagerForm initial={coloursOf(saved.data)} />;
}

function SdkManagerForm({ initial }: { initial: SdkColours }) {
  const [colours, setColours] = useState<SdkColours>(initial);
  const save = useSaveSdkColours();
  const navigate = useNavigate();
  const valid = coloursValid(colours);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>SDK Manager</Title>
        <Group gap="sm">
          <Button variant="default" disabled={!valid} onClick={() => navigate('/sdk-preview', { state: { colours } })}>
            Preview
          </Button>
          <Button
            loading={save.isPending}
            disabled={!valid}
            onClick={() =>
              save.mutate(colours, {
                onSuccess: () => notifications.show({ color: 'green', title: 'Saved', message: 'The SDK colours are saved' }),
              })
            }
          >
            Save
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card>
            <Text fw={650} mb="md">
              Colours
            </Text>
            <ColourPickers colours={colours} onChange={(name, value) => setColours((c) => ({ ...c, [name]: value }))} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PhoneFrame>
            <OffersSdk colours={colours} />
          </PhoneFrame>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
