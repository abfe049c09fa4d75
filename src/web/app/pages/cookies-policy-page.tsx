const PROSE =
  'mx-auto max-w-prose px-4 py-12 leading-relaxed sm:px-6 sm:py-16 [&_h2]:mt-10 [&_h2]:text-2xl [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

export function CookiesPolicyPage() {
  return (
    <article className={PROSE}>
      <h1 className="text-3xl sm:text-4xl">Cookies Policy</h1>
      <p className="text-lg">
        Cookies are small text files a website stores in your browser. This policy lists the cookies
        and similar storage our trade web shop uses and why.
      </p>

      <h2>Strictly necessary cookies</h2>
      <p>These make the shop work and cannot be switched off:</p>
      <ul>
        <li>
          A session cookie that keeps you signed in to your trade account. It expires after 8 hours
          or when you sign out.
        </li>
        <li>
          A user cookie holding your name and office city for the page header, with the same 8-hour
          lifetime.
        </li>
        <li>An XSRF-TOKEN cookie that protects your account from cross-site request forgery.</li>
      </ul>

      <h2>Local storage</h2>
      <p>
        While you are signed in, the contents of your cart are kept in your browser&apos;s local
        storage so that they survive a page reload. Emptying the cart or clearing your browser data
        removes them.
      </p>

      <h2>What we do not use</h2>
      <p>
        We do not use advertising cookies, and we do not let third parties track you across other
        websites from our shop.
      </p>

      <h2>Managing cookies</h2>
      <p>
        You can delete or block cookies in your browser settings. If you block the strictly
        necessary cookies you will still be able to browse the catalogue, but you will not be able
        to sign in or place orders.
      </p>
    </article>
  );
}
