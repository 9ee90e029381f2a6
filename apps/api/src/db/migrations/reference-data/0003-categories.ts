/**
 * Categories of migration 0003 with their subcategories and tags, in display order, in Serbian
 * (Latin) and English. Frozen with the migration: a later change is a new migration.
 */
type Named = readonly [sr: string, en: string];
type Tag = readonly [icon: string, sr: string, en: string];

type CategorySeed = {
  const: 'apartment' | 'attraction' | 'restaurant';
  icon: string;
  name: Named;
  subcategories: readonly Named[];
  tags: readonly Tag[];
};

export const categories0003: readonly CategorySeed[] = [
  {
    const: 'apartment',
    icon: 'building',
    name: ['Smeštaj', 'Accommodation'],
    subcategories: [
      ['Apartman', 'Apartment'],
      ['Studio', 'Studio'],
      ['Kuća', 'House'],
      ['Vikendica', 'Cottage'],
      ['Vila', 'Villa'],
      ['Soba', 'Room'],
      ['Brvnara', 'Log cabin'],
      ['Seosko domaćinstvo', 'Farm stay'],
    ],
    tags: [
      ['wifi', 'Wi-Fi', 'Wi-Fi'],
      ['air-conditioning', 'Klima', 'Air conditioning'],
      ['parking', 'Parking', 'Parking'],
      ['kitchen', 'Kuhinja', 'Kitchen'],
      ['washing-machine', 'Veš mašina', 'Washing machine'],
      ['tv', 'TV', 'TV'],
      ['elevator', 'Lift', 'Elevator'],
      ['balcony', 'Terasa', 'Balcony'],
      ['view', 'Pogled', 'View'],
      ['pets', 'Dozvoljeni ljubimci', 'Pets allowed'],
      ['pool', 'Bazen', 'Pool'],
      ['heating', 'Grejanje', 'Heating'],
      ['workspace', 'Radni prostor', 'Workspace'],
      ['hair-dryer', 'Fen za kosu', 'Hair dryer'],
      ['iron', 'Pegla', 'Iron'],
      ['dishwasher', 'Mašina za sudove', 'Dishwasher'],
      ['grill', 'Roštilj', 'Barbecue grill'],
      ['crib', 'Krevetac za bebe', 'Baby cot'],
      ['no-smoking', 'Zabranjeno pušenje', 'No smoking'],
    ],
  },
  {
    const: 'attraction',
    icon: 'ticket',
    name: ['Atrakcije', 'Attractions'],
    subcategories: [
      ['Muzej', 'Museum'],
      ['Tvrđava i spomenik', 'Fortress and monument'],
      ['Priroda i park', 'Nature and park'],
      ['Vinarija', 'Winery'],
      ['Avantura i sport', 'Adventure and sport'],
      ['Tura s vodičem', 'Guided tour'],
      ['Banja i velnes', 'Spa and wellness'],
    ],
    tags: [
      ['family', 'Za porodice', 'Family friendly'],
      ['kids', 'Za decu', 'Good for children'],
      ['accessible', 'Pristup za invalidska kolica', 'Wheelchair accessible'],
      ['parking', 'Parking', 'Parking'],
      ['guide', 'Vodič', 'Guide available'],
      ['english', 'Vodič na engleskom', 'English-speaking guide'],
      ['tickets', 'Ulaznice na licu mesta', 'Tickets on site'],
      ['online-booking', 'Rezervacija unapred', 'Booking ahead'],
      ['outdoor', 'Na otvorenom', 'Outdoor'],
      ['indoor', 'U zatvorenom', 'Indoor'],
      ['pets', 'Dozvoljeni ljubimci', 'Pets allowed'],
      ['cafe', 'Kafić', 'Café'],
      ['souvenirs', 'Suveniri', 'Souvenir shop'],
      ['photo', 'Fotografisanje dozvoljeno', 'Photography allowed'],
      ['year-round', 'Otvoreno cele godine', 'Open all year'],
    ],
  },
  {
    const: 'restaurant',
    icon: 'tools-kitchen',
    name: ['Restorani', 'Restaurants'],
    subcategories: [
      ['Restoran', 'Restaurant'],
      ['Kafana', 'Kafana (traditional tavern)'],
      ['Roštilj', 'Grill house'],
      ['Riblji restoran', 'Fish restaurant'],
      ['Picerija', 'Pizzeria'],
      ['Poslastičarnica', 'Pastry shop'],
      ['Kafić i bar', 'Café and bar'],
      ['Etno restoran', 'Ethno restaurant'],
    ],
    tags: [
      ['serbian', 'Domaća kuhinja', 'Serbian cuisine'],
      ['vegetarian', 'Vegetarijanska jela', 'Vegetarian dishes'],
      ['vegan', 'Veganska jela', 'Vegan dishes'],
      ['gluten-free', 'Bez glutena', 'Gluten-free options'],
      ['live-music', 'Živa muzika', 'Live music'],
      ['garden', 'Bašta', 'Garden seating'],
      ['terrace', 'Terasa', 'Terrace'],
      ['parking', 'Parking', 'Parking'],
      ['wifi', 'Wi-Fi', 'Wi-Fi'],
      ['cards', 'Plaćanje karticama', 'Cards accepted'],
      ['reservations', 'Rezervacije', 'Takes reservations'],
      ['delivery', 'Dostava', 'Delivery'],
      ['takeaway', 'Hrana za poneti', 'Takeaway'],
      ['kids', 'Dečji meni', 'Kids menu'],
      ['accessible', 'Pristup za invalidska kolica', 'Wheelchair accessible'],
      ['pets', 'Dozvoljeni ljubimci', 'Pets allowed'],
      ['no-smoking', 'Nepušački prostor', 'Non-smoking area'],
    ],
  },
];
