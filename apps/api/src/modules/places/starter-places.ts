// The starter set of curated places: well-known neighbourhoods and landmarks the GeoNames gazetteer lacks.
// Coordinates were written from general knowledge, not surveyed, so every one is flagged approximate; the
// operator corrects or removes them in the console. Migration 0008 inserts exactly these rows (checked by
// starter-places.test.ts, which also checks each point falls inside its state).
import type { PlaceCategory } from '@waka/shared';

export interface StarterPlace {
  name: string;
  aliases: string[];
  category: PlaceCategory;
  state: string;
  latitude: number;
  longitude: number;
}

export const STARTER_SOURCE = 'starter set (general knowledge, unsurveyed)';

type Row = [name: string, category: PlaceCategory, latitude: number, longitude: number, aliases?: string[]];

const LAGOS: Row[] = [
  ['Yaba', 'neighbourhood', 6.5095, 3.3711],
  ['Ajah', 'neighbourhood', 6.4698, 3.5852],
  ['Victoria Island', 'neighbourhood', 6.4281, 3.4219, ['VI', 'Vic', 'V.I.']],
  ['Obalende', 'neighbourhood', 6.448, 3.407],
  ['Maryland', 'neighbourhood', 6.571, 3.367],
  ['Gbagada', 'neighbourhood', 6.555, 3.389],
  ['Lekki Phase 1', 'neighbourhood', 6.4474, 3.4723, ['Lekki Phase One', 'Lekki Ph 1']],
  ['Lekki', 'neighbourhood', 6.442, 3.519, ['Lekki Peninsula']],
  ['Ikoyi', 'neighbourhood', 6.455, 3.434],
  ['Surulere', 'neighbourhood', 6.5, 3.35],
  ['Ikeja GRA', 'neighbourhood', 6.578, 3.351],
  ['Unilag', 'campus', 6.5158, 3.3896, ['University of Lagos', 'Akoka']],
  ['Murtala Muhammed Airport', 'airport', 6.5774, 3.3212, ['Lagos Airport', 'MMIA', 'MM2', 'Ikeja Airport']],
  ['Oshodi', 'neighbourhood', 6.555, 3.343],
  ['CMS', 'bus_stop', 6.453, 3.392, ['CMS Bus Stop', 'Marina']],
  ['Ojuelegba', 'neighbourhood', 6.509, 3.364],
  ['Festac Town', 'neighbourhood', 6.466, 3.283, ['Festac']],
  ['Apapa', 'neighbourhood', 6.449, 3.359],
  ['Mile 12 Market', 'market', 6.608, 3.396, ['Mile 12']],
  ['Balogun Market', 'market', 6.455, 3.388],
  ['Computer Village', 'market', 6.596, 3.343],
  ['National Theatre', 'landmark', 6.475, 3.373, ['Iganmu']],
  ['Magodo', 'neighbourhood', 6.617, 3.381],
  ['Ogba', 'neighbourhood', 6.627, 3.341],
  ['Ketu', 'neighbourhood', 6.596, 3.389],
  ['Sangotedo', 'neighbourhood', 6.47, 3.628],
];

const ABUJA: Row[] = [
  ['Wuse', 'neighbourhood', 9.07, 7.468, ['Wuse Zone']],
  ['Wuse 2', 'neighbourhood', 9.079, 7.476, ['Wuse II']],
  ['Maitama', 'neighbourhood', 9.088, 7.494],
  ['Garki', 'neighbourhood', 9.03, 7.488],
  ['Asokoro', 'neighbourhood', 9.04, 7.53],
  ['Kubwa', 'neighbourhood', 9.154, 7.322],
  ['Gwarinpa', 'neighbourhood', 9.103, 7.411],
  ['Nnamdi Azikiwe Airport', 'airport', 9.0068, 7.2632, ['Abuja Airport', 'NAIA']],
  ['Jabi', 'neighbourhood', 9.066, 7.424],
  ['Jabi Lake Mall', 'landmark', 9.071, 7.423],
  ['Utako', 'neighbourhood', 9.066, 7.44],
  ['Lugbe', 'neighbourhood', 8.98, 7.37],
  ['Central Business District', 'neighbourhood', 9.056, 7.49, ['CBD']],
  ['Wuse Market', 'market', 9.063, 7.466],
  ['Nyanya', 'neighbourhood', 9.01, 7.565],
  ['Life Camp', 'neighbourhood', 9.08, 7.4],
];

const PORT_HARCOURT: Row[] = [
  ['GRA Port Harcourt', 'neighbourhood', 4.82, 7.0, ['PH GRA']],
  ['Rumuokoro', 'neighbourhood', 4.87, 6.998],
  ['Trans Amadi', 'neighbourhood', 4.81, 7.035],
  ['D-Line', 'neighbourhood', 4.798, 7.005, ['D Line']],
  ['Port Harcourt Airport', 'airport', 5.0155, 6.9496, ['Omagwa Airport']],
  ['Uniport', 'campus', 4.904, 6.92, ['University of Port Harcourt']],
  ['Mile 1 Market', 'market', 4.79, 6.995, ['Mile One Market']],
  ['Rumuola', 'neighbourhood', 4.835, 7.01],
];

const IBADAN: Row[] = [
  ['Bodija', 'neighbourhood', 7.431, 3.912],
  ['Dugbe', 'neighbourhood', 7.387, 3.883],
  ['University of Ibadan', 'campus', 7.444, 3.899, ['UI']],
  ['Ring Road', 'neighbourhood', 7.365, 3.877],
  ['Challenge', 'neighbourhood', 7.35, 3.878],
  ['Mokola', 'neighbourhood', 7.404, 3.892],
  ['Ibadan Airport', 'airport', 7.3624, 3.9783],
];

const KANO: Row[] = [
  ['Sabon Gari Kano', 'neighbourhood', 12.01, 8.53, ['Sabon Gari']],
  ['Nassarawa GRA', 'neighbourhood', 11.995, 8.545],
  ['Kurmi Market', 'market', 11.993, 8.512],
  ['Bayero University', 'campus', 11.977, 8.476, ['BUK']],
  ['Mallam Aminu Kano Airport', 'airport', 12.0476, 8.5246, ['Kano Airport']],
  ["Emir's Palace Kano", 'landmark', 11.994, 8.518, ['Gidan Rumfa']],
];

const ENUGU: Row[] = [
  ['Independence Layout', 'neighbourhood', 6.441, 7.514],
  ['GRA Enugu', 'neighbourhood', 6.456, 7.507],
  ['Ogbete Main Market', 'market', 6.44, 7.494, ['Ogbete']],
  ['Akanu Ibiam Airport', 'airport', 6.4743, 7.5619, ['Enugu Airport']],
  ['Trans-Ekulu', 'neighbourhood', 6.472, 7.518],
  ['New Haven', 'neighbourhood', 6.443, 7.507],
  ['Abakpa Nike', 'neighbourhood', 6.493, 7.529],
];

const inState = (state: string, rows: Row[]): StarterPlace[] =>
  rows.map(([name, category, latitude, longitude, aliases = []]) => ({
    name,
    aliases,
    category,
    state,
    latitude,
    longitude,
  }));

export const STARTER_PLACES: readonly StarterPlace[] = [
  ...inState('Lagos', LAGOS),
  ...inState('Federal Capital Territory', ABUJA),
  ...inState('Rivers', PORT_HARCOURT),
  ...inState('Oyo', IBADAN),
  ...inState('Kano', KANO),
  ...inState('Enugu', ENUGU),
];
