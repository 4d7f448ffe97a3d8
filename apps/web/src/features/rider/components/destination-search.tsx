// Suggestions from GET /api/geo/search once the query has 3 characters, at most
// 5, debounced; an ARIA 1.2 combobox (arrow keys, Enter, Escape). Failure: 'Failed to fetch location
// suggestions.' as an alert-style toast and an empty list.
import type { GeoPoint } from '@waka/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  isSearchableQuery,
  type PlaceSuggestion,
  useDebouncedValue,
  usePlaceSuggestions,
} from '../../places';

export function DestinationSearch(props: {
  near: GeoPoint | null;
  onSelect: (place: PlaceSuggestion) => void;
  /** The destination chosen some other way (a pin, Home, a kept one): shown in the box. */
  selectedName?: string;
}) {
  const { near, onSelect, selectedName } = props;
  const { t } = useTranslation('rider');
  const [query, setQuery] = useState(selectedName ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(query, 300);
  const { data, isError, isFetching, errorUpdatedAt } = usePlaceSuggestions(debounced, near);
  const suggestions = isError || !isSearchableQuery(debounced) ? [] : (data ?? []);
  const listId = useId();
  const inputId = useId();
  const showList = isOpen && suggestions.length > 0;
  const showNoResults =
    isOpen &&
    !isError &&
    !isFetching &&
    isSearchableQuery(debounced) &&
    data !== undefined &&
    data.length === 0;

  useEffect(() => {
    if (selectedName) setQuery(selectedName);
  }, [selectedName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: toast again for each new failure
  useEffect(() => {
    if (isError)
      toast.error(t('suggestionsFailed'), {
        id: 'suggestions-failed',
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      });
  }, [isError, errorUpdatedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions reset the highlighted one
  useEffect(() => setActiveIndex(-1), [data]);

  function choose(place: PlaceSuggestion) {
    setQuery(place.name);
    setIsOpen(false);
    setActiveIndex(-1);
    onSelect(place);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const place = suggestions[Math.max(activeIndex, 0)];
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <div className="destination-search">
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={inputId}
        className="input destination-search__input"
        type="search"
        role="combobox"
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        aria-busy={isFetching || undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setTimeout(() => setIsOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {/* ARIA 1.2 combobox: focus stays in the input, options are pointed at by aria-activedescendant. */}
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className="destination-search__list"
        hidden={!showList}
      >
        {suggestions.map((place, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant
          <div
            key={`${place.name}-${place.latitude}-${place.longitude}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className="destination-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.name}
          </div>
        ))}
      </div>
      <p className="destination-search__empty" role="status" hidden={!showNoResults}>
        {showNoResults ? t('noPlacesFound') : ''}
      </p>
    </div>
  );
}
