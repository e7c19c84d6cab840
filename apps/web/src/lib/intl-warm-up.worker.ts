/**
 * Builds one of each `Intl` object the first page needs, in the page's language, then ends. The
 * first `Intl` call of a page loads the browser's ICU data (locale lists, number, calendar and
 * time-zone data): 25–40 ms on this machine, four times that on a slow phone, and it is done
 * once per renderer process, not per thread. Done here, on another core, the main thread's own
 * first calls find it loaded (src/lib/intl-warm-up.ts, decision 006).
 */
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { warmIntl } from './warm-intl';

/** The page posts its language. */
self.addEventListener('message', (event: MessageEvent<string>) => {
  try {
    warmIntl({ language: event.data, timeZone: AIRLINE_TIME_ZONE });
  } catch {
    // A language the browser's ICU refuses: the main thread meets the same answer itself.
  } finally {
    self.close();
  }
});
