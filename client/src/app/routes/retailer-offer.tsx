import { Anchor, Breadcrumbs, Card, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { useOffer } from '@/features/catalogue/api/get-offer';
import { OfferPage } from '@/features/programme/components/offer-page/offer-page';
import { OfferSettlementsSection } from '@/features/settlements/components/offer-settlements-section';

/** /retailer/{retailerId}/offer/{offerId} (spec 1 §2.10): the catalogue's offer, the programme and, for own offers, settlements. */
export function Component() {
  useDocumentTitle('Dashboard | Cashback offer');
  const { retailerId = '', offerId = '' } = useParams();
  const offer = useOffer(offerId);

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/retailer-catalogue" size="sm">Integrated catalogue</Anchor>
        <Anchor component={Link} to={`/retailer/${retailerId}`} size="sm">{offer.data?.retailer.retailerName ?? 'Retailer'}</Anchor>
        <Text size="sm">Offer</Text>
      </Breadcrumbs>
      {offer.isPending ? (
        <PageLoader />
      ) : offer.error ? (
        <ErrorState title="Could not load this offer" message={offer.error.message} onRetry={() => void offer.refetch()} />
      ) : (
        <OfferPage
          key={offer.data.id}
          offer={offer.data}
          settlements={(programmeOfferId) =>
            programmeOfferId ? (
              <OfferSettlementsSection activatedOfferId={programmeOfferId} />
            ) : (
              <Card>
                <Text fw={650} mb="xs">Cashback settlements</Text>
                <Text size="sm" c="dimmed">Apply for your offer to add it to your program; its settlements will show here.</Text>
              </Card>
            )
          }
        />
      )}
    </Stack>
  );
}
