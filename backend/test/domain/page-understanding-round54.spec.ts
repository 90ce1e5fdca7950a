import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 54, Latin America, Iberia and Africa', () => {
  it('reads a Gupy job’s "Faixa salarial" and its "Curitiba - PR" badge (a Brazilian town and its state)', () => {
    const job = understandPage(
      page(
        'https://rede.gupy.io/jobs/8123456',
        `<section class="job-header"><h1>Pessoa Analista de Dados Pleno</h1><ul class="job-info-list"><li>Híbrido</li><li>Curitiba - PR</li><li>Efetivo</li></ul></section>
          <h2>Descrição da vaga</h2><p>Buscamos uma pessoa para o time de Inteligência Comercial.</p>
          <p><strong>Faixa salarial:</strong> R$ 7.500,00 a R$ 9.000,00 por mês, de acordo com a experiência.</p>`,
        { lang: 'pt-BR', title: 'Pessoa Analista de Dados Pleno | Rede Bem Viver' },
      ),
    );
    expect(job.kind).to.equal('job');
    const place = job.proposal?.['jobLocation'] as { address: Node };
    expect(place.address).to.include({ addressLocality: 'Curitiba', addressRegion: 'PR' });
    const pay = job.proposal?.['baseSalary'] as { currency: string; value: Node };
    expect(pay.currency).to.equal('BRL');
    expect(pay.value).to.include({ minValue: '7500.00', maxValue: '9000.00' });
  });

  it('reads an Open Graph-only ticketing page as the event: its "•" times, a venue card with no postcode and an organiser card', () => {
    const workshop = understandPage(
      page(
        'https://www.tiketo.example/evento/taller-de-fotografia-analogica/58231',
        `<section class="EventHero"><h1>Taller de Fotografía Analógica</h1><div class="EventDate"><p>13 jun 2026 • 09:00 &gt; 13 jun 2026 • 17:00</p></div></section>
          <section class="EventDescription"><h3>Descripción del evento</h3><p>Un taller intensivo de un día para revelar tu propio rollo.</p></section>
          <section id="lugar"><h3>Lugar</h3><div class="LocationCard"><h4>Estudio Casa Grano</h4><p>Gorriti 4850, Palermo, Ciudad Autónoma de Buenos Aires</p></div></section>
          <section id="organizador"><h3>Sobre el organizador</h3><div class="OrganizerCard"><h4>Colectivo Grano Fotografía</h4><p>Escuela libre de fotografía analógica.</p></div></section>`,
        { lang: 'es-AR', title: 'Taller de Fotografía Analógica - Tiketo' },
      ),
    );
    expect(workshop.kind).to.equal('event');
    expect(workshop.proposal).to.include({ startDate: '2026-06-13T09:00', endDate: '2026-06-13T17:00' });
    const venue = workshop.proposal?.['location'] as { name: string; address: Node };
    expect(venue.name).to.equal('Estudio Casa Grano');
    expect(venue.address).to.include({ streetAddress: 'Gorriti 4850', addressLocality: 'Ciudad Autónoma de Buenos Aires' });
    expect((workshop.proposal?.['organizer'] as Node)['name']).to.equal('Colectivo Grano Fotografía');
  });

  it('reads the lines of one paragraph under a "Dirección" heading, a Colombian address with its department and no postcode', () => {
    const store = understandPage(
      page(
        'https://www.casanogal.example/tiendas/medellin-el-poblado',
        `<h1>Tienda Casa Nogal El Poblado</h1><h2>Dirección</h2>
          <p>Carrera 43A # 7-50, Local 112<br>Centro Comercial Plaza Nogal – El Poblado<br>Medellín, Antioquia</p>
          <h2>Horarios</h2><table><tr><td>Lunes a sábado</td><td>10:00 a. m. – 8:00 p. m.</td></tr></table>
          <p>Teléfono: <a href="tel:+576045551234">(604) 555 1234</a></p>`,
        { lang: 'es-CO' },
      ),
    );
    expect(store.kind).to.equal('local-business');
    expect(store.proposal?.['address']).to.include({
      streetAddress: 'Carrera 43A # 7-50, Local 112',
      addressLocality: 'Medellín',
      addressRegion: 'Antioquia',
    });
  });

  it('reads a Kenyan office’s lines closed by the country, from its floor and building to its road, on a contact page', () => {
    const contact = understandPage(
      page(
        'https://www.savanna.example/contact',
        `<h1>Contact Us</h1><h2>Nairobi Head Office</h2>
          <p>Savanna Hearth Safaris Ltd<br>4th Floor, Laiboni Centre<br>Lenana Road, Kilimani<br>Nairobi, Kenya</p>
          <p>Office: <a href="tel:+254207654321">+254 20 765 4321</a><br>Email: <a href="mailto:hello@savanna.example">hello@savanna.example</a></p>
          <form><textarea name="message"></textarea><button>Send</button></form>`,
        { lang: 'en', head: '<meta property="og:site_name" content="Savanna Hearth Safaris">' },
      ),
    );
    const owner = contact.proposal?.['mainEntity'] as Node;
    expect(owner['address']).to.include({
      streetAddress: '4th Floor, Laiboni Centre, Lenana Road',
      addressLocality: 'Nairobi',
      addressCountry: 'KE',
    });
  });

  it('reads a Chilean about page’s company block: a labelled address with its region, the RUT, the founder, and the year it was born', () => {
    const about = understandPage(
      page(
        'https://mieldelsur.mercadoshops.example/pages/sobre-nosotros',
        `<h1>Sobre nosotros</h1><p>Miel del Sur Austral nació en 2011, cuando Carmen Oyarzún heredó las colmenas de su abuelo.</p>
          <h2>Datos de la empresa</h2><div>
          <p><strong>RUT:</strong> 76.543.210-K</p><p><strong>Fundadora:</strong> Carmen Oyarzún Vera</p>
          <p><strong>Sala de extracción y venta directa:</strong> Camino a Niebla km 6, Valdivia, Región de Los Ríos</p>
          <p><strong>WhatsApp:</strong> <a href="https://wa.me/56987654321">+56 9 8765 4321</a></p>
          <p><strong>Correo:</strong> <a href="mailto:contacto@mieldelsur.example">contacto@mieldelsur.example</a></p></div>`,
        { lang: 'es-CL', head: '<meta property="og:site_name" content="Miel del Sur Austral">' },
      ),
    );
    const owner = about.proposal?.['mainEntity'] as Node;
    expect(owner).to.include({
      name: 'Miel del Sur Austral',
      foundingDate: '2011',
      taxID: '76.543.210-K',
      // A WhatsApp number where no other is given is the one to call; the mail is on the shop's own name.
      telephone: '+56 9 8765 4321',
      email: 'contacto@mieldelsur.example',
    });
    expect(owner['founder']).to.deep.equal({ '@type': 'Person', name: 'Carmen Oyarzún Vera' });
    expect(owner['address']).to.include({
      streetAddress: 'Camino a Niebla km 6',
      addressLocality: 'Valdivia',
      addressRegion: 'Región de Los Ríos',
    });
  });

  it('reads a recipe post under its SEO plugin’s Article markup, its method headed "Elaboración paso a paso"', () => {
    const recipe = understandPage(
      page(
        'https://www.olivillos.example/recetas/salmorejo-cordobes/',
        `<article><h1>Salmorejo cordobés</h1><p class="byline">Por Rocío Jiménez</p>
          <ul><li><strong>Raciones:</strong> 4 personas</li><li><strong>Preparación:</strong> 20 minutos</li></ul>
          <h2>Ingredientes</h2><ul><li>1 kg de tomates pera muy maduros</li><li>200 g de pan de telera</li><li>150 ml de AOVE picual</li><li>1 diente de ajo</li></ul>
          <h2>Elaboración paso a paso</h2><ol><li>Tritura los tomates con el ajo.</li><li>Añade el pan y deja reposar.</li><li>Emulsiona con el aceite.</li></ol></article>`,
        {
          lang: 'es-ES',
          head: `<meta property="og:type" content="article"><meta property="article:published_time" content="2026-06-02T08:00:00+02:00">${jsonLd({ '@type': 'Article', headline: 'Salmorejo cordobés', author: { '@type': 'Person', name: 'Rocío Jiménez' } })}`,
        },
      ),
    );
    expect(recipe.kind).to.equal('recipe');
    expect(recipe.proposal).to.include({ prepTime: 'PT20M' });
    expect(recipe.proposal?.['recipeInstructions']).to.have.length(3);
  });

  it('reads a concert’s start and doors said in words ("Ouverture des portes à 19h30 · Début du concert à 21h00") and its venue and organiser paragraphs', () => {
    const concert = understandPage(
      page(
        'https://www.sahelvivant.example/agenda/nuit-du-mbalax-2026/',
        `<h1>Nuit du Mbalax</h1>
          <div><h4>Date</h4><div class="et_pb_blurb_description"><p>Samedi 18 juillet 2026</p><p>Ouverture des portes à 19h30 · Début du concert à 21h00</p></div></div>
          <div><h4>Lieu</h4><div class="et_pb_blurb_description"><p>Espace Culturel Sahel Vivant</p><p>Route de Ngor, en face de l'hôtel Les Almadies, Ngor, Dakar</p></div></div>
          <div><h4>Billets</h4><p>Tarif normal : 10 000 FCFA</p></div>
          <h3>Organisateur</h3><p>Association Sahel Vivant, en partenariat avec la Ville de Dakar.</p>`,
        { lang: 'fr-SN' },
      ),
    );
    expect(concert.kind).to.equal('event');
    expect(concert.proposal).to.include({ startDate: '2026-07-18T21:00', doorTime: '2026-07-18T19:30' });
    const venue = concert.proposal?.['location'] as { name: string; address: Node };
    expect(venue.name).to.equal('Espace Culturel Sahel Vivant');
    expect(venue.address).to.include({ streetAddress: 'Route de Ngor', addressLocality: 'Dakar' });
    expect((concert.proposal?.['organizer'] as Node)['name']).to.equal('Association Sahel Vivant');
  });

  it('reads a marketplace’s naira price beside its struck one (`-lthr`), and the model from side-by-side specification boxes', () => {
    const blender = understandPage(
      page(
        'https://www.ojamart.example/kenmaster-blender-bl-520.html',
        `<section class="col10"><h1>Kenmaster 1.5L Blender BL-520</h1>
          <div class="-hr"><span class="-b -fs24">₦ 42,500</span> <span class="-tal -lthr -fs16">₦ 65,000</span> <span class="bdg">-35%</span></div>
          <button class="add">Add to cart</button></section>
          <div id="specifications"><h2>Specifications</h2><div class="row">
          <article class="col8"><div class="card-b"><h2>Key Features</h2><ul><li>Power: 450W</li></ul></div></article>
          <article class="col8"><div class="card-b"><h2>Specifications</h2><ul><li><span class="-b">SKU</span>: KE149HA2XY7</li><li><span class="-b">Model</span>: BL-520</li></ul></div></article></div></div>`,
        { lang: 'en-NG' },
      ),
    );
    expect(blender.kind).to.equal('product');
    expect(blender.proposal).to.include({ model: 'BL-520' });
    expect(blender.proposal?.['offers']).to.include({ price: '42500', priceCurrency: 'NGN' });
  });

  it('gives a Moroccan restaurant the cuisine its title names in French', () => {
    const restaurant = understandPage(
      page(
        'https://www.darlalla.example/restaurant',
        `<h1>Restaurant</h1><h3>Adresse</h3><p>12, Derb Sidi Bouloukat</p><p>Riad Zitoun Lakdim</p><p>Marrakech, Maroc</p>
          <p>Tél. <a href="tel:+212524381122">+212 5 24 38 11 22</a></p><p>Tous les jours de 12h00 à 23h00</p>`,
        { lang: 'fr-MA', title: 'Restaurant | Dar Lalla – Cuisine marocaine au cœur de la Médina' },
      ),
    );
    expect(restaurant.proposal).to.include({ '@type': 'Restaurant', servesCuisine: 'Moroccan' });
  });
});
