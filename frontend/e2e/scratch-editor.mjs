import { launchBrowser, screenshot, startService } from './harness.mjs';
const ARTICLE = {
  name: 'Article', description: 'An article.', richResult: true, parents: ['CreativeWork'], members: [],
  properties: [
    { name: 'headline', description: 'Headline of the article.', expectedTypes: ['Text'], required: false, recommended: true },
    { name: 'author', description: 'The author.', expectedTypes: ['Organization', 'Person'], required: false, recommended: true },
    { name: 'datePublished', description: 'Date of first publication.', expectedTypes: ['Date', 'DateTime'], required: false, recommended: true },
    { name: 'dateModified', description: 'Date modified.', expectedTypes: ['Date', 'DateTime'], required: false, recommended: true },
    { name: 'image', description: 'An image.', expectedTypes: ['ImageObject', 'URL'], required: false, recommended: true },
    { name: 'description', description: 'A description.', expectedTypes: ['Text', 'TextObject'], required: false, recommended: false },
  ],
};
const service = await startService();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.route('**/api/vocabulary/types?**', (r) => r.fulfill({ json: { items: [{ name: 'Article', description: 'An article, such as a news article.', richResult: true }, { name: 'NewsArticle', description: 'News', richResult: true }] } }));
  await page.route('**/api/vocabulary/types', (r) => r.fulfill({ json: { items: [{ name: 'Article', description: 'An article, such as a news article.', richResult: true }] } }));
  await page.route('**/api/vocabulary/types/Article', (r) => r.fulfill({ json: ARTICLE }));
  await page.route('**/api/validate', (r) => r.fulfill({ json: { isValid: false, detectedTypes: ['Article'], issues: ['author.name: missing required property "name"'], warnings: ['image: should be absolute'], googleRichResultWarnings: ['datePublished: "2026-11-20T09:00:00" has no time zone'], seoRecommendations: ['description: add a description of 50-160 characters'], correctedSchema: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Fixed' } } }));
  await page.goto(service.baseUrl + '/signup');
  await page.getByLabel('Email').fill('x@example.com');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Add site' }).first().click();
  await page.getByLabel('Site name').fill('Acme');
  await page.getByLabel('Website URL').fill('https://www.acme.test');
  await page.getByRole('dialog').screenshot({ path: '/tmp/scratch/dialog.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Add site' }).click();
  await page.getByRole('link', { name: 'New schema' }).click();
  await page.getByLabel('Search Schema.org types').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/scratch/editor-new.png', fullPage: true });
  await page.locator('#type-results button').first().click();
  await page.getByLabel('Page URL').fill('https://acme.test/blog/post/?utm=1');
  await page.getByLabel('Headline', { exact: true }).fill('Hello');
  await page.getByLabel('Author', { exact: true }).fill('Ada');
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/scratch/editor-filled.png', fullPage: true });
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/scratch/editor-confirm.png' });
  await page.getByRole('button', { name: 'Publish anyway' }).click();
  await page.waitForTimeout(800);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/scratch/editor-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(page.url().replace(/\/schemas\/.*/, ''));
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/scratch/site.png', fullPage: true });
} finally {
  await browser.close();
  await service.stop();
}
