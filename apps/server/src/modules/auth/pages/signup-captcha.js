/* global document, Worker -- a browser script, served to the sign-up page */
/*
 * The sign-up page's one script, loaded only when this client's sign-up needs a solved
 * proof-of-work challenge (decision 045): on submit it fetches a challenge, solves it in a worker
 * (altcha-lib's solver, served from this module), puts the solution in the hidden `captcha` field
 * and sends the form. The live region says what is happening in the page's language. Without
 * script the server answers the page again with the reason.
 */
const form = document.querySelector('form[action$="/signup"]');
const field = form?.querySelector('input[name="captcha"]');
const status = form?.querySelector('.captcha-status');

async function solve() {
  const response = await fetch('/booking/api/v1/captcha/challenge', {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  const { challenge } = await response.json();
  const worker = new Worker(new URL('./signup-captcha-worker.js', import.meta.url), { type: 'module' });
  try {
    const solution = await new Promise((resolve, reject) => {
      worker.onmessage = (event) => (event.data ? resolve(event.data) : reject(new Error('not solved')));
      worker.onerror = reject;
      worker.postMessage({ challenge });
    });
    // Hex and numbers only: ASCII, so btoa takes the JSON as it is.
    return btoa(
      JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
    );
  } finally {
    worker.terminate();
  }
}

if (form && field && status) {
  let solving = false;
  form.addEventListener('submit', (event) => {
    if (field.value !== '') return;
    event.preventDefault();
    if (solving) return;
    solving = true;
    status.textContent = status.dataset.checking ?? '';
    solve()
      .then((payload) => {
        field.value = payload;
      })
      .catch(() => undefined)
      .finally(() => {
        // Sent either way: without a solution the server says why on the page.
        form.submit();
      });
  });
}
