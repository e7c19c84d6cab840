import type { FoundLocation } from '@skybook/contracts/happy-returns';

/*
 * What the crew and ground staff typically find, as the lost-and-found office logs it: a category,
 * the listed properties, a short public title and description in Vietnamese and English, and the
 * places such a thing is usually left. The seed puts these on real flights of the network.
 */

export interface ItemTemplate {
  category: string;
  properties: Readonly<Record<string, string>>;
  title: readonly [vi: string, en: string];
  description: readonly [vi: string, en: string];
  locations: readonly FoundLocation[];
  /** Carries its owner's name (documents): always matched to a booking. */
  isNamed?: boolean;
}

export const ITEM_TEMPLATES: readonly ItemTemplate[] = [
  {
    category: 'phone',
    properties: { phoneBrand: 'apple', colour: 'black', hasCase: 'withCase' },
    title: ['iPhone màu đen, ốp lưng trong suốt', 'Black iPhone in a clear case'],
    description: [
      'iPhone màu đen trong ốp silicon trong suốt; miếng dán màn hình bị nứt ở một góc.',
      'Black iPhone in a clear silicone case; the screen protector is cracked at one corner.',
    ],
    locations: ['seatPocket', 'underSeat'],
  },
  {
    category: 'phone',
    properties: { phoneBrand: 'samsung', colour: 'blue', hasCase: 'noCase' },
    title: ['Điện thoại Samsung màu xanh dương', 'Blue Samsung phone'],
    description: [
      'Samsung Galaxy màu xanh dương, không có ốp; màn hình khóa là ảnh gia đình bên bờ biển.',
      'Blue Samsung Galaxy without a case; the lock screen shows a family photo at the beach.',
    ],
    locations: ['seatPocket', 'underSeat', 'boardingGate'],
  },
  {
    category: 'phone',
    properties: { phoneBrand: 'xiaomi', colour: 'grey', hasCase: 'withCase' },
    title: ['Điện thoại Xiaomi màu xám, bao da nâu', 'Grey Xiaomi phone in a brown flip case'],
    description: [
      'Điện thoại Xiaomi màu xám trong bao da nắp gập màu nâu, kèm một thẻ xe buýt.',
      'Grey Xiaomi phone in a brown leather flip case, with a bus card tucked inside.',
    ],
    locations: ['seatPocket', 'arrivalHall'],
  },
  {
    category: 'phone',
    properties: { phoneBrand: 'oppo', colour: 'pink', hasCase: 'withCase' },
    title: ['Điện thoại OPPO màu hồng, ốp hoạt hình', 'Pink OPPO phone with a cartoon case'],
    description: [
      'OPPO màu hồng, ốp lưng in hình nhân vật hoạt hình, có dây đeo ngắn.',
      'Pink OPPO phone in a cartoon-print case with a short wrist strap.',
    ],
    locations: ['underSeat', 'lavatory'],
  },
  {
    category: 'wallet',
    properties: { walletType: 'wallet', colour: 'brown', material: 'leather' },
    title: ['Ví da nam màu nâu', 'Brown leather wallet'],
    description: [
      'Ví gập da bò màu nâu, bên trong có vài thẻ ngân hàng và một ít tiền mặt.',
      'Brown cowhide bifold wallet with a few bank cards and some cash inside.',
    ],
    locations: ['seatPocket', 'underSeat', 'lavatory'],
  },
  {
    category: 'wallet',
    properties: { walletType: 'cardHolder', colour: 'black', material: 'syntheticLeather' },
    title: ['Ví đựng thẻ màu đen', 'Black card holder'],
    description: [
      'Ví đựng thẻ mỏng màu đen, có thẻ thành viên siêu thị và thẻ gửi xe.',
      'Slim black card holder with a supermarket loyalty card and a parking card.',
    ],
    locations: ['seatPocket', 'boardingGate'],
  },
  {
    category: 'wallet',
    properties: { walletType: 'purse', colour: 'red', material: 'fabric' },
    title: ['Ví cầm tay bằng vải màu đỏ', 'Red fabric purse'],
    description: [
      'Ví vải màu đỏ có khóa kéo, thêu hoa sen, bên trong có tiền xu và một chiếc lược nhỏ.',
      'Red zipped fabric purse embroidered with a lotus, holding coins and a small comb.',
    ],
    locations: ['underSeat', 'overheadBin'],
  },
  {
    category: 'bag',
    properties: { bagType: 'backpack', colour: 'black', size: 'large', material: 'fabric' },
    title: ['Ba lô đen cỡ lớn', 'Large black backpack'],
    description: [
      'Ba lô vải màu đen cỡ lớn, có ngăn đựng laptop (trống) và một áo mưa gấp gọn.',
      'Large black fabric backpack with an empty laptop sleeve and a folded raincoat.',
    ],
    locations: ['overheadBin', 'boardingGate'],
  },
  {
    category: 'bag',
    properties: { bagType: 'handbag', colour: 'beige', size: 'medium', material: 'leather' },
    title: ['Túi xách tay da màu be', 'Beige leather handbag'],
    description: [
      'Túi xách tay da màu be, quai ngắn, có khăn giấy và son môi bên trong.',
      'Beige leather handbag with short handles, holding tissues and a lipstick.',
    ],
    locations: ['overheadBin', 'underSeat'],
  },
  {
    category: 'bag',
    properties: { bagType: 'laptopBag', colour: 'grey', size: 'medium', material: 'fabric' },
    title: ['Túi laptop màu xám', 'Grey laptop bag'],
    description: [
      'Túi laptop vải màu xám có quai đeo vai, bên trong có sạc laptop và sổ ghi chép.',
      'Grey fabric laptop bag with a shoulder strap, holding a laptop charger and a notebook.',
    ],
    locations: ['overheadBin', 'boardingGate'],
  },
  {
    category: 'bag',
    properties: { bagType: 'tote', colour: 'multicolour', size: 'medium', material: 'canvas' },
    title: ['Túi tote vải bố in hoa', 'Floral canvas tote bag'],
    description: [
      'Túi tote vải bố in hoa nhiều màu, đựng hộp bánh pía và một chai nước.',
      'Multicoloured floral canvas tote holding a box of durian cakes and a water bottle.',
    ],
    locations: ['overheadBin', 'arrivalHall'],
  },
  {
    category: 'bag',
    properties: { bagType: 'suitcase', colour: 'silver', size: 'small', material: 'plastic' },
    title: ['Vali kéo nhỏ màu bạc', 'Small silver cabin suitcase'],
    description: [
      'Vali kéo xách tay vỏ nhựa màu bạc, có thẻ hành lý trống tên.',
      'Small silver hard-shell cabin suitcase with a blank luggage tag.',
    ],
    locations: ['baggageBelt', 'arrivalHall', 'boardingGate'],
  },
  {
    category: 'document',
    properties: { documentType: 'passport', issuingCountry: 'VN' },
    title: ['Hộ chiếu Việt Nam', 'Vietnamese passport'],
    description: [
      'Hộ chiếu phổ thông Việt Nam trong bìa nhựa trong, có kẹp một thẻ lên máy bay.',
      'Vietnamese ordinary passport in a clear plastic cover, with a boarding pass inside.',
    ],
    locations: ['seatPocket', 'boardingGate'],
    isNamed: true,
  },
  {
    category: 'document',
    properties: { documentType: 'nationalId', issuingCountry: 'VN' },
    title: ['Thẻ căn cước công dân', 'Vietnamese citizen ID card'],
    description: [
      'Thẻ căn cước công dân gắn chip, để trong bao nhựa.',
      'Chip-based Vietnamese citizen ID card in a plastic sleeve.',
    ],
    locations: ['seatPocket', 'underSeat', 'boardingGate'],
    isNamed: true,
  },
  {
    category: 'document',
    properties: { documentType: 'passport', issuingCountry: 'KR' },
    title: ['Hộ chiếu Hàn Quốc', 'Korean passport'],
    description: [
      'Hộ chiếu Hàn Quốc bìa xanh đậm, kẹp trong ví đựng hộ chiếu màu xám.',
      'Dark blue Korean passport in a grey passport holder.',
    ],
    locations: ['seatPocket', 'boardingGate'],
    isNamed: true,
  },
  {
    category: 'document',
    properties: { documentType: 'drivingLicence', issuingCountry: 'AU' },
    title: ['Giấy phép lái xe của Úc', 'Australian driving licence'],
    description: [
      'Giấy phép lái xe do bang Victoria (Úc) cấp, dạng thẻ nhựa.',
      'Plastic-card driving licence issued in Victoria, Australia.',
    ],
    locations: ['underSeat', 'arrivalHall'],
    isNamed: true,
  },
  {
    category: 'jewellery',
    properties: { jewelleryType: 'ring', jewelleryMaterial: 'gold', colour: 'gold' },
    title: ['Nhẫn vàng trơn', 'Plain gold ring'],
    description: ['Nhẫn vàng trơn bản nhỏ, khắc chữ bên trong.', 'Thin plain gold band, engraved inside.'],
    locations: ['lavatory', 'underSeat'],
  },
  {
    category: 'jewellery',
    properties: { jewelleryType: 'watch', jewelleryMaterial: 'steel', colour: 'silver' },
    title: ['Đồng hồ đeo tay dây kim loại', 'Steel wristwatch'],
    description: [
      'Đồng hồ kim dây thép không gỉ màu bạc, mặt số xanh đậm.',
      'Silver stainless-steel analogue watch with a dark blue dial.',
    ],
    locations: ['lavatory', 'seatPocket'],
  },
  {
    category: 'jewellery',
    properties: { jewelleryType: 'necklace', jewelleryMaterial: 'pearl', colour: 'white' },
    title: ['Dây chuyền ngọc trai', 'Pearl necklace'],
    description: [
      'Chuỗi ngọc trai trắng một vòng, khóa móc màu vàng.',
      'Single strand of white pearls with a gold-coloured clasp.',
    ],
    locations: ['underSeat', 'lavatory'],
  },
  {
    category: 'electronics',
    properties: { electronicsType: 'headphones', electronicsBrand: 'sony', colour: 'black' },
    title: ['Tai nghe chụp tai Sony màu đen', 'Black Sony over-ear headphones'],
    description: [
      'Tai nghe chụp tai chống ồn Sony màu đen, trong hộp đựng cứng.',
      'Black Sony noise-cancelling over-ear headphones in a hard case.',
    ],
    locations: ['seatPocket', 'overheadBin'],
  },
  {
    category: 'electronics',
    properties: { electronicsType: 'laptop', electronicsBrand: 'apple', colour: 'silver' },
    title: ['MacBook màu bạc', 'Silver MacBook'],
    description: [
      'MacBook màu bạc, dán sticker hình bản đồ thế giới ở nắp.',
      'Silver MacBook with a world-map sticker on the lid.',
    ],
    locations: ['seatPocket', 'boardingGate'],
  },
  {
    category: 'electronics',
    properties: { electronicsType: 'tablet', electronicsBrand: 'samsung', colour: 'grey' },
    title: ['Máy tính bảng Samsung, bao da xám', 'Samsung tablet in a grey cover'],
    description: [
      'Máy tính bảng Samsung trong bao da gập màu xám, có bút cảm ứng.',
      'Samsung tablet in a grey folio cover, with a stylus.',
    ],
    locations: ['seatPocket'],
  },
  {
    category: 'electronics',
    properties: { electronicsType: 'powerBank', electronicsBrand: 'anker', colour: 'white' },
    title: ['Sạc dự phòng Anker màu trắng', 'White Anker power bank'],
    description: [
      'Sạc dự phòng Anker màu trắng kèm dây cáp USB-C ngắn.',
      'White Anker power bank with a short USB-C cable.',
    ],
    locations: ['seatPocket', 'boardingGate'],
  },
  {
    category: 'electronics',
    properties: { electronicsType: 'headphones', electronicsBrand: 'apple', colour: 'white' },
    title: ['Hộp tai nghe AirPods', 'AirPods in their case'],
    description: [
      'Tai nghe AirPods trong hộp sạc màu trắng, bọc ốp silicon xanh lá.',
      'AirPods in a white charging case with a green silicone cover.',
    ],
    locations: ['underSeat', 'seatPocket'],
  },
  {
    category: 'electronics',
    properties: { electronicsType: 'camera', electronicsBrand: 'canon', colour: 'black' },
    title: ['Máy ảnh Canon màu đen', 'Black Canon camera'],
    description: [
      'Máy ảnh Canon nhỏ gọn màu đen có dây đeo cổ tay, thẻ nhớ còn trong máy.',
      'Compact black Canon camera with a wrist strap; the memory card is still inside.',
    ],
    locations: ['overheadBin', 'seatPocket'],
  },
  {
    category: 'clothing',
    properties: { clothingType: 'jacket', colour: 'blue', clothingSize: 'm', brand: 'Uniqlo' },
    title: ['Áo khoác gió màu xanh', 'Blue windbreaker'],
    description: [
      'Áo khoác gió mỏng màu xanh dương, có mũ, gấp trong túi đựng riêng.',
      'Light blue hooded windbreaker folded into its own pouch.',
    ],
    locations: ['overheadBin', 'underSeat'],
  },
  {
    category: 'clothing',
    properties: { clothingType: 'scarf', colour: 'red' },
    title: ['Khăn quàng len màu đỏ', 'Red wool scarf'],
    description: [
      'Khăn quàng cổ len màu đỏ, có tua rua hai đầu.',
      'Red wool scarf with tassels at both ends.',
    ],
    locations: ['overheadBin', 'underSeat'],
  },
  {
    category: 'clothing',
    properties: { clothingType: 'hat', colour: 'beige' },
    title: ['Mũ cói rộng vành', 'Wide-brimmed straw hat'],
    description: [
      'Mũ cói rộng vành màu be, có dải ruy băng đen.',
      'Beige wide-brimmed straw hat with a black ribbon.',
    ],
    locations: ['overheadBin', 'arrivalHall'],
  },
  {
    category: 'clothing',
    properties: { clothingType: 'sweater', colour: 'grey', clothingSize: 'kids' },
    title: ['Áo len trẻ em màu xám', 'Child’s grey sweater'],
    description: [
      'Áo len cổ tròn cho trẻ khoảng 4–6 tuổi, màu xám, thêu hình khủng long.',
      'Grey crew-neck sweater for a child of about 4–6, with an embroidered dinosaur.',
    ],
    locations: ['underSeat', 'seatPocket'],
  },
  {
    category: 'keys',
    properties: { keyType: 'houseKey' },
    title: ['Chùm ba chìa khóa nhà', 'Bunch of three house keys'],
    description: [
      'Ba chìa khóa nhà trên móc khóa kim loại hình vịnh Hạ Long.',
      'Three house keys on a metal key ring shaped like Ha Long Bay.',
    ],
    locations: ['underSeat', 'baggageBelt'],
  },
  {
    category: 'keys',
    properties: { keyType: 'motorbikeKey' },
    title: ['Chìa khóa xe máy Honda', 'Honda motorbike key'],
    description: [
      'Chìa khóa xe máy Honda có thẻ nhựa ghi số chỗ gửi xe.',
      'Honda motorbike key with a plastic parking-lot tag.',
    ],
    locations: ['underSeat', 'arrivalHall'],
  },
  {
    category: 'keys',
    properties: { keyType: 'carKey' },
    title: ['Chìa khóa ô tô Toyota', 'Toyota car key'],
    description: [
      'Chìa khóa thông minh Toyota trên móc da màu nâu.',
      'Toyota smart key on a brown leather strap.',
    ],
    locations: ['seatPocket', 'boardingGate'],
  },
  {
    category: 'toy',
    properties: { toyType: 'plush', colour: 'brown', size: 'small' },
    title: ['Gấu bông nhỏ màu nâu', 'Small brown teddy bear'],
    description: [
      'Gấu bông nhỏ màu nâu đeo nơ đỏ, hơi sờn ở tai.',
      'Small brown teddy bear with a red bow, a little worn at the ears.',
    ],
    locations: ['underSeat', 'seatPocket', 'boardingGate'],
  },
  {
    category: 'toy',
    properties: { toyType: 'vehicle', colour: 'red', size: 'small' },
    title: ['Ô tô đồ chơi màu đỏ', 'Red toy car'],
    description: [
      'Xe đua đồ chơi bằng kim loại màu đỏ, cỡ lòng bàn tay.',
      'Palm-sized red die-cast racing car.',
    ],
    locations: ['underSeat'],
  },
  {
    category: 'toy',
    properties: { toyType: 'doll', colour: 'pink', size: 'medium' },
    title: ['Búp bê váy hồng', 'Doll in a pink dress'],
    description: [
      'Búp bê tóc vàng mặc váy hồng, kèm một đôi giày nhựa nhỏ.',
      'Blonde doll in a pink dress, with a pair of tiny plastic shoes.',
    ],
    locations: ['seatPocket', 'arrivalHall'],
  },
  {
    category: 'eyewear',
    properties: { eyewearType: 'sunglasses', colour: 'black', hasCase: 'withCase', brand: 'Ray-Ban' },
    title: ['Kính râm Ray-Ban màu đen', 'Black Ray-Ban sunglasses'],
    description: [
      'Kính râm Ray-Ban gọng đen trong hộp da màu nâu.',
      'Black-framed Ray-Ban sunglasses in a brown leather case.',
    ],
    locations: ['seatPocket', 'boardingGate'],
  },
  {
    category: 'eyewear',
    properties: { eyewearType: 'prescription', colour: 'brown', hasCase: 'noCase' },
    title: ['Kính cận gọng nâu', 'Brown-framed prescription glasses'],
    description: [
      'Kính cận gọng nhựa màu nâu, tròng chống ánh sáng xanh.',
      'Brown plastic-framed prescription glasses with blue-light lenses.',
    ],
    locations: ['seatPocket', 'underSeat'],
  },
  {
    category: 'other',
    properties: { colour: 'blue', size: 'small' },
    title: ['Bình giữ nhiệt màu xanh', 'Blue vacuum flask'],
    description: [
      'Bình giữ nhiệt inox màu xanh dương khoảng 500 ml, có dán tên bằng băng dính.',
      'Blue stainless-steel vacuum flask of about 500 ml, with a taped name label.',
    ],
    locations: ['seatPocket', 'boardingGate'],
  },
  {
    category: 'other',
    properties: { colour: 'black', size: 'medium' },
    title: ['Ô gấp màu đen', 'Black folding umbrella'],
    description: ['Ô gấp ba màu đen, cán cầm bằng gỗ.', 'Black three-fold umbrella with a wooden handle.'],
    locations: ['overheadBin', 'boardingGate', 'arrivalHall'],
  },
  {
    category: 'other',
    properties: { colour: 'multicolour', size: 'medium' },
    title: ['Gối kê cổ chữ U', 'U-shaped neck pillow'],
    description: [
      'Gối kê cổ chữ U họa tiết kẻ sọc nhiều màu, có khóa bấm.',
      'Multicoloured striped U-shaped neck pillow with a snap fastener.',
    ],
    locations: ['overheadBin', 'underSeat'],
  },
];

/** Cabin crew and ground staff who log finds (private to the office). */
export const FINDERS = [
  'Nguyễn Thị Thu Hà',
  'Trần Minh Quân',
  'Lê Thị Ngọc Ánh',
  'Phạm Quốc Bảo',
  'Hoàng Thị Mai',
  'Vũ Đức Thắng',
  'Đặng Thu Trang',
  'Bùi Văn Hùng',
] as const;

/** Family names (normalized capitals) of the passengers items are matched to. */
export const OWNER_FAMILY_NAMES = {
  domestic: ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'VU', 'DANG', 'BUI', 'DO', 'NGO'],
  international: ['NGUYEN', 'KIM', 'LEE', 'PARK', 'TANAKA', 'WANG', 'CHEN', 'SMITH', 'SINGH', 'TRAN'],
} as const;

/** Given names for the seeded claimants, by the family name they go with. */
export const CLAIMANT_GIVEN_NAMES: Readonly<Record<string, readonly string[]>> = {
  KIM: ['Ji-soo', 'Min-jun'],
  LEE: ['Seo-yeon', 'Do-hyun'],
  PARK: ['Ha-eun', 'Joon-ho'],
  TANAKA: ['Yuki', 'Haruto'],
  WANG: ['Wei', 'Fang'],
  CHEN: ['Li', 'Jie'],
  SMITH: ['Daniel', 'Emily'],
  SINGH: ['Arjun', 'Priya'],
};

/** Given names for Vietnamese family names (and any not listed above), unaccented as on a booking. */
export const VIETNAMESE_GIVEN_NAMES = [
  'Minh Anh',
  'Thanh Huong',
  'Quoc Huy',
  'Lan Chi',
  'Duc Thanh',
  'Ngoc Mai',
] as const;
