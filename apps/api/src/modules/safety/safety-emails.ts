// E-mails to a user's trusted contacts: a shared trip, and an SOS with the trip link and last position.
// Sent after the change commits; a contact's failed delivery is logged and never undoes the record.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { sendEmail } from '../auth/send-email';
import { listEmergencyContacts } from './contacts-service';

function mapLink(point: { latitude: number; longitude: number }): string {
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

async function sendToContacts(
  app: FastifyInstance,
  userId: string,
  compose: (appName: string) => { subject: string; heading: string; paragraphs: string[] },
): Promise<number> {
  const contacts = await listEmergencyContacts(app.database.db, userId);
  // Contacts read the language of the person who chose them (they may have no account of their own).
  const [sender] = await app.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const language = sender?.language ?? 'en';
  const results = await Promise.all(
    contacts.map((contact) =>
      sendEmail(
        app,
        contact.email,
        (appName) => {
          const message = compose(appName);
          return {
            subject: message.subject,
            preheader: message.subject,
            heading: message.heading,
            paragraphs: [`Hello ${contact.name},`, ...message.paragraphs],
          };
        },
        { language },
      ),
    ),
  );
  const failed = results.filter((result) => !result.delivered).length;
  if (failed > 0) app.log.warn({ userId, failed }, 'some trusted contacts could not be e-mailed');
  return results.length - failed;
}

export function sendTripShareEmails(
  app: FastifyInstance,
  input: { userId: string; userName: string; url: string },
): Promise<number> {
  return sendToContacts(app, input.userId, (appName) => ({
    subject: `${input.userName} shared a ${appName} trip with you`,
    heading: 'Follow my trip',
    paragraphs: [
      `${input.userName} is on a ${appName} ride and wants you to be able to follow it live.`,
      `Open this link to see the vehicle, its plate and where it is now: ${input.url}`,
      'The page stops showing positions when the trip ends.',
    ],
  }));
}

export function sendSosEmails(
  app: FastifyInstance,
  input: {
    userId: string;
    userName: string;
    url: string | null;
    position: { latitude: number; longitude: number };
    plate: string | null;
    note: string;
  },
): Promise<number> {
  return sendToContacts(app, input.userId, (appName) => ({
    subject: `SOS: ${input.userName} asked for help on a ${appName} ride`,
    heading: 'Emergency alert',
    paragraphs: [
      `${input.userName} pressed the SOS button during a ${appName} ride. Please try to reach them now; if you cannot, call the emergency number 112.`,
      `Last known position: ${mapLink(input.position)}`,
      ...(input.plate ? [`Vehicle plate: ${input.plate}`] : []),
      ...(input.note ? [`Their note: ${input.note}`] : []),
      ...(input.url ? [`Follow the trip live: ${input.url}`] : []),
      'Our operations team has been alerted too.',
    ],
  }));
}
