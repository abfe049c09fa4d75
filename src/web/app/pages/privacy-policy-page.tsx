import { Link } from 'react-router';

const PROSE =
  'mx-auto max-w-prose px-4 py-12 leading-relaxed sm:px-6 sm:py-16 [&_a]:text-walnut-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

export function PrivacyPolicyPage() {
  return (
    <article className={PROSE}>
      <h1 className="text-3xl sm:text-4xl">Privacy Policy</h1>
      <p className="text-lg">
        This notice explains what personal data we collect when you use our trade web shop, why we
        collect it, how long we keep it and the rights you have under the General Data Protection
        Regulation (GDPR) and the Irish Data Protection Acts.
      </p>

      <h2>Who we are</h2>
      <p>
        We are a bed and furniture manufacturer based in Ashbourne, Co Meath, Ireland, and we are
        the controller of the personal data described here. You can reach us about privacy matters
        through our <Link to="/contact">contact page</Link>.
      </p>

      <h2>The data we collect</h2>
      <ul>
        <li>
          Trade account details: your name, company name, business address, email address, phone
          number and the details you give us when you apply for an account.
        </li>
        <li>
          Order information: the products you order, delivery addresses, reference numbers and
          delivery updates.
        </li>
        <li>
          Messages: what you send through the contact form or a callback request, including any
          attached file.
        </li>
        <li>
          Technical data: the cookies described in our{' '}
          <Link to="/cookies-policy">Cookies Policy</Link> and the server logs that keep the shop
          secure.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To assess trade account applications and run your account (contract).</li>
        <li>To take, deliver and support your orders (contract).</li>
        <li>
          To answer your enquiries and call you back when you ask us to (legitimate interest).
        </li>
        <li>To keep accounting and tax records (legal obligation).</li>
        <li>To protect the shop against fraud and misuse (legitimate interest).</li>
      </ul>
      <p>We do not sell your personal data and we do not use it for third-party advertising.</p>

      <h2>Content you send us and your consent</h2>
      <p>
        Where we ask for your consent, for example to use a photograph or review you send us, that
        consent lapses after 7 days unless you confirm it; after that we will not use the content
        without asking you again. You can withdraw consent at any time. You must be at least 16
        years old to give consent or to submit content to us.
      </p>

      <h2>Who we share it with</h2>
      <p>
        We share data only with the service providers who help us run the business, such as delivery
        companies, our hosting provider and our accountants, under contracts that protect it, and
        with public authorities where the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep personal data only as long as we need it. Records of orders, invoices and trade
        accounts are typically kept for at least 6 years after the end of the financial year they
        relate to, as Irish tax and company law requires. Enquiries that do not lead to an account
        or order are deleted once they are answered and no longer needed.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask us for a copy of your data, to correct it, to erase it, to restrict or object to
        its use, or to receive it in a portable format. If you are unhappy with how we handle your
        data you can complain to the Data Protection Commission in Ireland (dataprotection.ie).
      </p>

      <h2>Changes to this notice</h2>
      <p>
        We will post any changes on this page. Significant changes will also be announced to trade
        account holders by email.
      </p>
    </article>
  );
}
