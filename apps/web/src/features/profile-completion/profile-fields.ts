// The driver and biker profile forms: every field required, dates hinted YYYY-MM-DD but not checked.
import type { DocumentKind } from './api/upload-document';

export type VehicleRole = 'driver' | 'biker';

export interface TextFieldSpec {
  name: string;
  label: string;
  hint?: string;
}

export interface DocumentFieldSpec {
  name: string;
  label: string;
  kind: DocumentKind;
}

export const PROFILE_FIELDS: Record<VehicleRole, { text: TextFieldSpec[]; documents: DocumentFieldSpec[] }> =
  {
    driver: {
      text: [
        { name: 'licenseNumber', label: 'License Number' },
        { name: 'vehicleModel', label: 'Vehicle Model' },
        { name: 'vehiclePlateNumber', label: 'Vehicle Plate Number' },
        { name: 'licenseExpiryDate', label: 'License Expiry Date', hint: 'YYYY-MM-DD' },
      ],
      documents: [
        { name: 'licenseImage', label: "Driver's licence image", kind: 'license' },
        { name: 'ninImage', label: 'NIN image', kind: 'nin' },
      ],
    },
    biker: {
      text: [
        { name: 'bikeNumber', label: 'Bike Number' },
        { name: 'bikeType', label: 'Bike Type' },
        { name: 'insuranceExpiryDate', label: 'Insurance Expiry Date', hint: 'YYYY-MM-DD' },
      ],
      documents: [
        { name: 'bikeDocumentImage', label: 'Bike document image', kind: 'bike_document' },
        { name: 'ninImage', label: 'NIN image', kind: 'nin' },
      ],
    },
  };

export function isProfileComplete(role: VehicleRole, values: Record<string, string>): boolean {
  const { text, documents } = PROFILE_FIELDS[role];
  return [...text, ...documents].every((field) => (values[field.name] ?? '').trim() !== '');
}
