import { expect } from 'chai';
import request from 'supertest';
import { engineApp } from './support.js';

describe('GET /api/vocabulary/types', () => {
  const { app } = engineApp();

  it('lists and searches types, optionally rich-result ones only', async () => {
    const res = await request(app).get('/api/vocabulary/types').query({ search: 'recipe', richResultsOnly: 'true' }).expect(200);
    expect(res.body.items[0]).to.include({ name: 'Recipe', richResult: true });
    expect(res.body.items.every((item: { richResult: boolean }) => item.richResult)).to.equal(true);
  });

  it('details one type and answers 404 for an unknown one', async () => {
    const res = await request(app).get('/api/vocabulary/types/Event').expect(200);
    expect(res.body).to.include({
      name: 'Event',
      richResult: true,
      documentationUrl: 'https://developers.google.com/search/docs/appearance/structured-data/event',
    });
    expect(
      res.body.properties
        .filter((p: { required: boolean }) => p.required)
        .map((p: { name: string }) => p.name)
        .sort(),
    ).to.deep.equal(['location', 'name', 'startDate']);
    await request(app).get('/api/vocabulary/types/Evnt').expect(404);
  });

  it('reads a nested type down a path of ancestors, with the properties the node holds', async () => {
    const res = await request(app)
      .get('/api/vocabulary/types/DefinedRegion')
      .query({ parent: 'OfferShippingDetails', property: 'shippingDestination', ancestors: 'Product.offers,Offer.shippingDetails' })
      .expect(200);
    expect(res.body.properties.find((p: { name: string }) => p.name === 'addressCountry')).to.include({ required: true });
    const product = await request(app).get('/api/vocabulary/types/Product').query({ present: 'name,offers' }).expect(200);
    expect(product.body.properties.find((p: { name: string }) => p.name === 'image')).to.include({ required: true, repeatable: true });
  });

  it('answers 400 for a malformed ancestor or property list', async () => {
    const nested = { parent: 'Offer', property: 'shippingDetails' };
    await request(app)
      .get('/api/vocabulary/types/OfferShippingDetails')
      .query({ ...nested, ancestors: 'Product' })
      .expect(400);
    await request(app)
      .get('/api/vocabulary/types/OfferShippingDetails')
      .query({ ...nested, ancestors: 'Product.nope' })
      .expect(400);
    await request(app).get('/api/vocabulary/types/Product').query({ present: 'name,<script>' }).expect(400);
    await request(app).get('/api/vocabulary/types/Product?present=a&present=b').expect(400);
  });
});
