// /support.
import { MSG } from '@waka/shared';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SupportContact } from '../../../components/ui/support-contact';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { useSendSupportMessage } from '../api/send-support-message';
import '../settings.css';

export default function SupportPage() {
  const send = useSendSupportMessage();
  const form = useForm({ subject: '', message: '' });

  const onSubmit = form.onSubmit(
    ({ subject, message }) => (!subject.trim() || !message.trim() ? MSG.supportBothRequired : null),
    ({ subject, message }) =>
      send.mutate(
        { subject: subject.trim(), message: message.trim() },
        {
          onSuccess: () => {
            toast.success('Your message has been sent!');
            form.setValues({ subject: '', message: '' });
          },
          onError: (error) => toast.error(errorMessage(error, 'Failed to send message')),
        },
      ),
  );

  return (
    <main className="page">
      <PageHeader title="Support" />
      <p className="hint">Tell us what went wrong or what you need. We reply by e-mail.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Subject" name="subject" maxLength={150} {...form.text('subject')} />
        <TextField label="Message" name="message" multiline maxLength={5000} {...form.text('message')} />
        <Button type="submit" isLoading={send.isPending}>
          Send Message
        </Button>
      </form>
      <SupportContact />
    </main>
  );
}
