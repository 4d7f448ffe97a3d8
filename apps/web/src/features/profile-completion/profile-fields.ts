// The driver and biker profile forms: every field required, dates hinted YYYY-MM-DD but not checked.
import type { ProfileCatalogue } from '../../i18n/locales/profile/en';
import type { DocumentKind } from './api/upload-document';

export type VehicleRole = 'driver' | 'biker';

/** A field's label is its catalogue key (profile namespace); the dates hint at YYYY-MM-DD. */
export type FieldLabel = keyof ProfileCatalogue;

export interface TextFieldSpec {
  name: string;
  label: FieldLabel;
  isDate?: boolean;
}

export interface DocumentFieldSpec {
  name: string;
  label: FieldLabel;
  kind: DocumentKind;
}

export const PROFILE_FIELDS: Record<VehicleRole, { text: TextFieldSpec[]; documents: DocumentFieldSpec[] }> =
  {
    driver: {
      text: [
        { name: 'licenseNumber', label: 'licenseNumber' },
        { name: 'vehicleModel', label: 'vehicleModel' },
        { name: 'vehiclePlateNumber', label: 'vehiclePlateNumber' },
        { name: 'licenseExpiryDate', label: 'licenseExpiryDate', isDate: true },
      ],
      documents: [
        { name: 'licenseImage', label: 'licenseImage', kind: 'license' },
        { name: 'ninImage', label: 'ninImage', kind: 'nin' },
      ],
    },
    biker: {
      text: [
        { name: 'bikeNumber', label: 'bikeNumber' },
        { name: 'bikeType', label: 'bikeType' },
        { name: 'insuranceExpiryDate', label: 'insuranceExpiryDate', isDate: true },
      ],
      documents: [
        { name: 'bikeDocumentImage', label: 'bikeDocumentImage', kind: 'bike_document' },
        { name: 'ninImage', label: 'ninImage', kind: 'nin' },
      ],
    },
  };

export function isProfileComplete(role: VehicleRole, values: Record<string, string>): boolean {
  const { text, documents } = PROFILE_FIELDS[role];
  return [...text, ...documents].every((field) => (values[field.name] ?? '').trim() !== '');
}
