// Beside the search: go to Home or Work, save the destination as one of them, and drop a pin on the map for
// the pickup or the destination (the map then takes one tap; its name comes from the reverse lookup).
import type { SavedPlaceKind } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type PlaceSuggestion, useSavedPlaces, useSavePlace } from '../../places';

export type PinTarget = 'pickup' | 'destination';

export function PlaceTools(props: {
  destination: PlaceSuggestion | null;
  onDestination: (place: PlaceSuggestion) => void;
  picking: PinTarget | null;
  onPicking: (target: PinTarget | null) => void;
}) {
  const { destination, onDestination, picking, onPicking } = props;
  const { t } = useTranslation('rider');
  const label = (kind: SavedPlaceKind) => (kind === 'home' ? t('home') : t('work'));
  const saved = useSavedPlaces();
  const save = useSavePlace();
  const find = (kind: SavedPlaceKind) => saved.data?.find((place) => place.kind === kind);

  const saveAs = (kind: SavedPlaceKind) => {
    if (!destination) return;
    save.mutate(
      { kind, place: destination },
      {
        onSuccess: () => toast.success(t('placeSaved', { place: label(kind) })),
        onError: (error) => toast.error(errorMessage(error, t('placeSaveFailed', { place: label(kind) }))),
      },
    );
  };

  return (
    <div className="place-tools">
      <fieldset className="place-tools__row">
        <legend className="visually-hidden">{t('savedPlaces')}</legend>
        {(['home', 'work'] as const).map((kind) => {
          const place = find(kind);
          return (
            <button
              key={kind}
              type="button"
              className="chip"
              disabled={!place}
              title={place ? place.name : t('noPlaceSaved', { place: label(kind) })}
              onClick={() => place && onDestination(place)}
            >
              {label(kind)}
            </button>
          );
        })}
        {destination &&
          (['home', 'work'] as const).map((kind) => (
            <button
              key={`save-${kind}`}
              type="button"
              className="chip chip--quiet"
              disabled={save.isPending}
              onClick={() => saveAs(kind)}
            >
              {t('saveAs', { place: label(kind) })}
            </button>
          ))}
      </fieldset>
      <fieldset className="place-tools__row">
        <legend className="visually-hidden">{t('dropPin')}</legend>
        {(['destination', 'pickup'] as const).map((target) => (
          <button
            key={target}
            type="button"
            className="chip"
            aria-pressed={picking === target}
            onClick={() => onPicking(picking === target ? null : target)}
          >
            {target === 'destination' ? t('pinDestination') : t('pinPickup')}
          </button>
        ))}
      </fieldset>
      {picking && (
        <p className="hint" role="status">
          {picking === 'destination' ? t('tapMapDestination') : t('tapMapPickup')}
        </p>
      )}
    </div>
  );
}
