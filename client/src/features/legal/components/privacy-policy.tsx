import { Fragment } from 'react';
import { Link } from 'wouter';
import { ANALYTICS_WINDOW_DAYS, RETENTION_SWEEP_MINUTES } from '@shared/schemas/analytics';
import { browserStorage, type BrowserStorageItem } from '@/config/browser-storage';
import { paths, SUPPORT_EMAIL, supportHref } from '@/config/paths';
import { LegalPage } from './legal-page';

export const PRIVACY_RESPONSE_TIME = '48 hours';

/** 'arkad_auth_user and arkad_auth_token (local storage):', or 'Service worker cache:' for the keyless caches. */
function StorageLabel({ item }: { item: BrowserStorageItem }) {
  if (item.keys.length === 0) {
    return <strong>{`${item.area.charAt(0).toUpperCase()}${item.area.slice(1)}:`}</strong>;
  }
  return (
    <>
      {item.keys.map((key, index) => (
        <Fragment key={key}>
          {index === 0 ? '' : index === item.keys.length - 1 ? ' and ' : ', '}
          <code>{key}</code>
        </Fragment>
      ))}{' '}
      ({item.area}):
    </>
  );
}

export function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy" summary="legal.privacy.summary">
      <p>
        Arkad is an educational app about saving in Bitcoin. We keep as little about you as we can, and we never ask
        for, see or store your bitcoin, your wallets or your keys. This page says exactly what we store, why, and what
        you can do about it.
      </p>

      <h2>What we store on our server</h2>
      <ul>
        <li>
          <strong>Your account:</strong> username, email address, first and last name, your experience level and (if you
          chose one) your investment goal, whether you finished onboarding, your plan (free or paid) with its status,
          your monthly usage counts of limited features (with an id for each use your device reported after being
          offline, so that a repeated report is not counted twice), and the date you joined.
        </li>
        <li>
          <strong>Your password, only as a hash:</strong> we store a one-way bcrypt hash, never the password itself. No
          one at Arkad can read it.
        </li>
        <li>
          <strong>Your preferences:</strong> default currency, default DCA amount, risk tolerance, your four
          notification switches (email, push, price alerts, weekly digest) and your price alert threshold (5, 10 or
          20%); when we last sent you a price alert (so we send at most one a day) and when we sent you a &apos;we miss
          you&apos; note (so we send only one).
        </li>
        <li>
          <strong>Email and push jobs:</strong> each email or push notification we are about to send you is a row in our
          job queue (the <code>jobs</code> table) holding your account id, the kind of message (price alert or weekly
          digest; for a push, which of your browsers it goes to) and, for an alert, the prices it reports; with the
          number of attempts and the last sending error, if any. A row is deleted 7 days after the message was sent, or
          30 days after sending failed for good, and with your account.
        </li>
        <li>
          <strong>Push subscriptions, if you turn push on:</strong> for each browser (at most 5) where you turned on
          push notifications, the address its push service gave it (the <code>push_subscriptions</code> table) and the
          public key and secret that encrypt messages for it. Deleted when you turn push off, when the push service says
          the browser no longer accepts them, and with your account.
        </li>
        <li>
          <strong>Sign-in sessions:</strong> for each sign-in, when it started and expires, whether you signed out, and
          your browser's user-agent text, so that signing out or changing your password really ends old sessions.
        </li>
        <li>
          <strong>Password reset requests:</strong> a hash of the reset link's secret, valid for one hour and deleted as
          soon as it is used.
        </li>
        <li>
          <strong>Your savings treasury, when you use it:</strong> your savings goal (the target amount and, if you set
          one, the target date) and each savings entry you record (its month and amount), until you remove them.
        </li>
        <li>
          <strong>Your quiz attempts, when you take a quiz:</strong> for each quiz or final exam you answer, the
          learning-path step it is for, the questions drawn for you (and the order their answers were shown in), when it
          was drawn, your answers, your score, whether you passed and when you answered. A quiz you never answer is not
          stored. Answered quizzes are kept until your account is deleted.
        </li>
        <li>
          <strong>Your learning progress, as you go:</strong> what completes a step that no other record shows: each
          glossary term you open (up to 200 terms), that you made a calculation and a comparison, and your last 10
          Strategy Wizard and Security Assessment answers, each with the date and an id your browser gives it so it is
          kept once. They are kept until your account is deleted.
        </li>
        <li>
          <strong>Your certificate, if you make one:</strong> once you have passed the final exam you may make a
          certificate of completion in Settings. We keep its random address, whether you chose to show your name on it,
          the day you made your first certificate and when the current address was made; the day you passed the exam is
          read from your exam answers. Anyone with the address can see the certificate and its image: the day you passed
          the exam, the day the certificate was made, the 8 steps and, only if you choose, your first and last name;
          never your email, your score or any amount. The same, signed by Arkad, is in the credential file anyone with
          the address can download; a copy someone downloaded stays with them, and shows as revoked once you revoke the
          certificate. Revoking it in Settings removes the address at once (the page and the image then answer
          &lsquo;not found&rsquo;; previews that other sites, such as chat apps, already fetched stay with them); the
          day of your first certificate is kept for a new one until your account is deleted, and everything with it.
        </li>
        <li>
          <strong>Your review, when you answer it:</strong> for each quiz question you missed and glossary term you
          opened that you have reviewed, its review box, the day it comes back, when you last reviewed it, whether you
          knew it (and, for a question, the answer you chose) and the id your browser gave that answer so it is counted
          once. The time zone your browser sends to work out your day is used for that answer and not stored. They are
          kept until your account is deleted.
        </li>
        <li>
          <strong>Classes, when you teach or join one:</strong> that you are a teacher and since when; each class you
          teach (its name, end date, join code, the target date of each step and whether it is archived); and for each
          class you join, the class, when you joined and whether you chose to share your email. Nothing is shared before
          you join: the join screen first shows you exactly what the teacher will see. A teacher sees, for each learner
          in their class: the name in the learner&apos;s profile, which of the 8 steps they completed, their quiz and
          final exam scores with the dates (never the answers), whether and when they received their certificate, and
          the last day they were active (a sign-in, a quiz or a step). A teacher never sees a learner&apos;s email
          unless the learner shares it, their treasury or its amounts, what they enter in the calculator, their answers
          to quizzes, the exam or the security assessment, or their Strategy Wizard results. When a learner leaves the
          class, or the teacher removes them, the membership is deleted and the teacher sees nothing more of them. A
          teacher can download as a spreadsheet (CSV) what their class view shows. Classes and memberships are kept
          until they are left, removed or their account is deleted.
        </li>
        <li>
          <strong>Billing, if you subscribe to Scholar:</strong> the ids Stripe gives your customer record and your
          subscription, the plan, its status, the start and end of the current billing period, whether it is set to
          cancel at the period's end, the ids of the billing events Stripe sent us, so that none is applied twice, and
          any refund of your payments (its amount, currency and dates). A subscription that ended stays in your billing
          history. Your card or bank details go to Stripe and never reach our server.
        </li>
        <li>
          <strong>Early-adopter seat, if your account was one of the first:</strong> the discount (its percentage and
          number of months) and when you first used it. If you delete your account, the seat stays counted as given but
          no longer names you.
        </li>
        <li>
          <strong>Beta feedback, when you send it:</strong> your star rating, the features you ticked, your three
          choices (what you would pay, the feature you would pay for most, your biggest frustration), your comments and
          pricing thoughts, the app's beta version and platform, and the time. If you type your email address (to get a
          reply), we also keep the address, your account id when you were signed in, your browser's user-agent text and
          the network address the feedback came from. If you leave the email empty, the feedback is anonymous: none of
          those four is stored with it (the network address is only counted for a short while against abuse, as below).
          Only the Arkad team reads feedback, on a password-protected dashboard; it is kept until you ask us to delete
          it, and if you delete your account it stays only as anonymous feedback.
        </li>
        <li>
          <strong>Usage statistics (first party, no tracking across sites):</strong> when you open a page or tab, sign
          in, sign up, finish onboarding, tick a strategy in the comparison, click an upgrade button or run a DCA
          calculation, the app tells our own server the event's name and the page's path (without any query string); for
          a page view, the learning-path tab; for a strategy tick, the strategy and whether it was ticked; for an
          upgrade click, which upgrade button or link it was; for a calculation, the frequency and currency. We store
          the event, the time and a visitor code: a one-way hash of that day's random secret, your network address and
          your browser's user-agent text. We never store the address, the user-agent or your account with these events.
          Each day's secret is deleted as the next day starts (at midnight UTC), so the codes cannot be traced back to
          you or linked across days. Events are deleted as they fall out of the last {ANALYTICS_WINDOW_DAYS} days (today
          included), at midnight UTC. If your browser sends Do Not Track or Global Privacy Control, the app sends
          nothing and our server stores nothing.
        </li>
        <li>
          <strong>Abuse limits:</strong> to stop password guessing and floods, our server counts recent attempts: per
          network address; per email address, for sign-in and password-reset requests; and per account, for checks of
          your current password when you change your email or password or delete your account, for answered quizzes, DCA
          calculations, checkout and billing-portal visits, data downloads, and class codes looked up or used (also per
          network address, so that codes cannot be guessed). Each count covers a short window of at most a day; a
          counter expires with its window and is deleted within {RETENTION_SWEEP_MINUTES} minutes after.
        </li>
        <li>
          <strong>Error logs:</strong> when something fails we log the error with a request id. Passwords and tokens are
          never logged.
        </li>
      </ul>

      <h2>What we store in your browser</h2>
      <ul>
        {browserStorage.map((item) => (
          <li key={item.keys[0] ?? item.area}>
            <StorageLabel item={item} /> {item.what}
          </li>
        ))}
      </ul>
      <p>
        We use no advertising, no third-party trackers or analytics scripts and no cookies for tracking, and we keep no
        identifier for statistics in your browser.
      </p>

      <h2>Email</h2>
      <p>We send you these emails, and no others; never marketing, never advice or a price forecast:</p>
      <ul>
        <li>
          <strong>Password reset:</strong> only when you ask for one. This is account mail: it is sent even with the
          email switch off.
        </li>
        <li>
          <strong>Registration attempt:</strong> when someone asks to create an account with your email address, a note
          that no account was created and nothing about yours changed; at most one an hour. Registering answers the same
          whether or not an address has an account, so this note is how you learn of it. Account mail too.
        </li>
        <li>
          <strong>Price alerts</strong> (off unless you turn them on): one email when the Bitcoin price moves by your
          threshold or more within 24 hours, saying what moved, from what to what, and when; at most one a day. We check
          every 10 minutes; when our market-data provider does not answer, no alert is sent.
        </li>
        <li>
          <strong>Weekly digest</strong> (on by default): Mondays at 08:00 UTC, your own activity of the past week
          (learning steps, treasury savings in your currency, your next step). After at least 30 days in which you
          record nothing on Arkad (no sign-in, quiz, review answer, treasury change, metered use or learning progress)
          we send one &apos;we miss you&apos; note instead, then nothing until you are back.
        </li>
      </ul>
      <p>
        To stop them: the &apos;Email notifications&apos; switch in Settings › Notifications turns off all of them but
        account mail, and each switch turns off its own. Every price-alert and digest email has an unsubscribe link that
        works without signing in (and the one-click unsubscribe of your mail app); it turns the email switch off. The
        password-reset email has none: you asked for it. Emails are sent through our email provider, which sees your
        address and the message.
      </p>

      <h2>Push notifications</h2>
      <p>
        Off unless you turn on &apos;Push notifications&apos; in Settings › Notifications and your browser allows it.
        Then the price alerts above also arrive as a notification on that device, with the same words as the alert email
        (what moved, from what to what, and when); nothing else is pushed. The notification goes through your
        browser&apos;s push service (run by your browser&apos;s maker, for example Google, Mozilla or Apple), encrypted
        so that only your browser can read it; the push service sees when it is sent and its size. To stop: turn the
        switch off (it stops push on all your devices and deletes their push subscriptions), or block notifications for
        Arkad in your browser.
      </p>

      <h2>Who we share data with</h2>
      <p>
        We do not sell or rent your data. Market prices are fetched by our server from a public market-data provider
        (the{' '}
        <Link className="text-primary underline" href={`${paths.terms}#credits`}>
          data credits
        </Link>{' '}
        name it); your browser does not contact that provider and we send it nothing about you.
      </p>
      <p>
        If you subscribe to Scholar, we send Stripe, our payment processor, your email address, your name and your
        account id to create your customer record, and Stripe&apos;s checkout and billing pages collect your payment
        details themselves. Stripe handles them under its own privacy policy.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>Change your name, username, email, password and preferences at any time in Settings.</li>
        <li>Show or hide your name on your certificate, or revoke it, at any time in Settings.</li>
        <li>
          <strong>Download my data</strong> (Settings, Your data) gives you at once a JSON file of every record above
          that names you: your account, preferences, sign-in sessions, open password-reset requests, savings goal and
          entries, billing history and refunds, usage counts and their ids, beta feedback, early-adopter seat, quiz
          attempts and learning progress, certificate, review schedule, push subscriptions (each browser&apos;s push
          address), emails waiting to be sent, the classes you teach and the classes you joined, with exactly what each
          class&apos;s teacher sees of you. It leaves out secrets only: your password hash, the ids of your sessions,
          the hashes of reset links and each browser&apos;s push keys. Usage statistics are not in it because they are
          never tied to you. You can download it up to 5 times an hour (the default limit).
        </li>
        <li>
          Logging out removes from this browser everything of yours it kept: your signed-in user and session token, your
          cached answers, your savings treasury kept for offline use and anything you did offline that has not reached
          our server yet (it is discarded, not sent), and what was kept for your visit. The theme, the closed beta
          banner and the last Bitcoin price stay: they say nothing about you.
        </li>
      </ul>

      <h2 id="deleting-your-account">Deleting your account</h2>
      <p>
        <strong>Delete my account</strong> (Settings, Your data) asks for your password. If you have a Scholar
        subscription that renews, we first tell Stripe to end it at the end of the period you have paid for (no further
        payment, no refund of the current period: to use the 30-day money-back guarantee, write to us before deleting
        your account); if Stripe cannot be reached, nothing is deleted and you can try again. Then, at once and for
        good:
      </p>
      <ul>
        <li>
          <strong>Deleted:</strong> your account (name, username, email, password hash, plan, Stripe ids), preferences,
          every sign-in session (so every device is signed out), password-reset requests, push subscriptions, queued
          emails and push notifications, savings goal and entries, your subscription history, usage counts and their
          ids, quiz attempts and learning progress, your memberships of classes (their teachers see nothing more of
          you), and, if you are a teacher, the classes you teach with every membership of them (Delete my account says
          so first).
        </li>
        <li>
          <strong>Kept, no longer naming you:</strong> your beta feedback (rating, ticked features, choices, comments
          and pricing thoughts) without your email, account id, user-agent or network address, as anonymous feedback; an
          early-adopter seat you had, counted as given; and a refund of one of your payments, with its amount, currency
          and dates but no account, because our accounts must show it.
        </li>
        <li>
          <strong>Not ours to delete:</strong> Stripe keeps your customer record and payments under its own policy and
          the law; usage statistics were never tied to you and go after {ANALYTICS_WINDOW_DAYS} days; abuse-limit
          counters that hold your email address or account number expire within a day.
        </li>
      </ul>
      <p>Your email address and username are free again: you can make a new account with them, which starts empty.</p>

      <h2>Contact</h2>
      <p>
        Questions about privacy go to{' '}
        <a className="text-primary underline" href={supportHref}>
          {SUPPORT_EMAIL}
        </a>
        . We answer within {PRIVACY_RESPONSE_TIME}.
      </p>
    </LegalPage>
  );
}
