import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactSidePanel } from '../../features/contact/components/contact-side-panel';

export function ContactPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Contact Us</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl">
            Send us a message
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
        <ContactSidePanel />
      </div>
    </div>
  );
}
