import type { Language } from '@skybook/domain/languages';

/*
 * The lost-and-found catalogue: the categories travellers pick from and the properties that
 * describe each. Category names and descriptions are written in all eight site languages;
 * property names and values in Vietnamese and English (the other languages read English).
 */

type ViEn = readonly [vi: string, en: string];

export interface CategorySpec {
  id: string;
  texts: Readonly<Record<Language, readonly [name: string, description: string]>>;
  /** Property ids in display order; a trailing `*` marks one an inquiry must give. */
  properties: readonly string[];
}

export interface PropertySpec {
  id: string;
  name: ViEn;
  /** A select property's values (code and labels); a text property has a maxLength instead. */
  values?: readonly (readonly [code: string, vi: string, en: string])[];
  maxLength?: number;
}

/** One label for both languages: brand names. */
const same = (code: string, label: string) => [code, label, label] as const;

export const PROPERTIES: readonly PropertySpec[] = [
  {
    id: 'colour',
    name: ['Màu sắc', 'Colour'],
    values: [
      ['black', 'Đen', 'Black'],
      ['white', 'Trắng', 'White'],
      ['grey', 'Xám', 'Grey'],
      ['silver', 'Bạc', 'Silver'],
      ['gold', 'Vàng kim', 'Gold'],
      ['red', 'Đỏ', 'Red'],
      ['pink', 'Hồng', 'Pink'],
      ['purple', 'Tím', 'Purple'],
      ['blue', 'Xanh dương', 'Blue'],
      ['green', 'Xanh lá', 'Green'],
      ['yellow', 'Vàng', 'Yellow'],
      ['orange', 'Cam', 'Orange'],
      ['brown', 'Nâu', 'Brown'],
      ['beige', 'Be', 'Beige'],
      ['multicolour', 'Nhiều màu', 'Multicoloured'],
    ],
  },
  {
    id: 'phoneBrand',
    name: ['Hãng điện thoại', 'Phone brand'],
    values: [
      same('apple', 'Apple'),
      same('samsung', 'Samsung'),
      same('xiaomi', 'Xiaomi'),
      same('oppo', 'OPPO'),
      same('vivo', 'vivo'),
      same('realme', 'realme'),
      same('google', 'Google'),
      ['other', 'Hãng khác', 'Other brand'],
    ],
  },
  {
    id: 'hasCase',
    name: ['Ốp lưng, bao đựng', 'Case or cover'],
    values: [
      ['withCase', 'Có', 'With a case'],
      ['noCase', 'Không có', 'No case'],
    ],
  },
  {
    id: 'walletType',
    name: ['Loại ví', 'Type of wallet'],
    values: [
      ['wallet', 'Ví gập', 'Wallet'],
      ['purse', 'Ví cầm tay', 'Purse'],
      ['cardHolder', 'Ví đựng thẻ', 'Card holder'],
    ],
  },
  {
    id: 'material',
    name: ['Chất liệu', 'Material'],
    values: [
      ['leather', 'Da thật', 'Leather'],
      ['syntheticLeather', 'Da tổng hợp', 'Synthetic leather'],
      ['fabric', 'Vải', 'Fabric'],
      ['canvas', 'Vải bố', 'Canvas'],
      ['plastic', 'Nhựa', 'Plastic'],
      ['metal', 'Kim loại', 'Metal'],
      ['other', 'Khác', 'Other'],
    ],
  },
  {
    id: 'bagType',
    name: ['Loại túi', 'Type of bag'],
    values: [
      ['backpack', 'Ba lô', 'Backpack'],
      ['handbag', 'Túi xách tay', 'Handbag'],
      ['shoulderBag', 'Túi đeo chéo', 'Shoulder bag'],
      ['suitcase', 'Vali kéo', 'Suitcase'],
      ['laptopBag', 'Túi laptop', 'Laptop bag'],
      ['duffel', 'Túi trống', 'Duffel bag'],
      ['tote', 'Túi tote', 'Tote bag'],
    ],
  },
  {
    id: 'size',
    name: ['Kích cỡ', 'Size'],
    values: [
      ['small', 'Nhỏ', 'Small'],
      ['medium', 'Vừa', 'Medium'],
      ['large', 'Lớn', 'Large'],
    ],
  },
  { id: 'brand', name: ['Thương hiệu', 'Brand'], maxLength: 60 },
  {
    id: 'documentType',
    name: ['Loại giấy tờ', 'Type of document'],
    values: [
      ['passport', 'Hộ chiếu', 'Passport'],
      ['nationalId', 'Căn cước, CMND', 'National ID card'],
      ['drivingLicence', 'Giấy phép lái xe', 'Driving licence'],
      ['boardingPass', 'Thẻ lên máy bay', 'Boarding pass'],
      ['otherDocument', 'Giấy tờ khác', 'Other document'],
    ],
  },
  {
    id: 'issuingCountry',
    name: ['Quốc gia cấp', 'Issuing country'],
    values: [
      ['VN', 'Việt Nam', 'Vietnam'],
      ['KR', 'Hàn Quốc', 'South Korea'],
      ['JP', 'Nhật Bản', 'Japan'],
      ['CN', 'Trung Quốc', 'China'],
      ['TW', 'Đài Loan', 'Taiwan'],
      ['TH', 'Thái Lan', 'Thailand'],
      ['SG', 'Singapore', 'Singapore'],
      ['IN', 'Ấn Độ', 'India'],
      ['AU', 'Úc', 'Australia'],
      ['US', 'Hoa Kỳ', 'United States'],
      ['GB', 'Vương quốc Anh', 'United Kingdom'],
      ['FR', 'Pháp', 'France'],
      ['DE', 'Đức', 'Germany'],
      ['RU', 'Nga', 'Russia'],
      ['other', 'Quốc gia khác', 'Another country'],
    ],
  },
  {
    id: 'jewelleryType',
    name: ['Loại trang sức', 'Type of jewellery'],
    values: [
      ['ring', 'Nhẫn', 'Ring'],
      ['necklace', 'Dây chuyền', 'Necklace'],
      ['bracelet', 'Vòng tay', 'Bracelet'],
      ['earrings', 'Bông tai', 'Earrings'],
      ['watch', 'Đồng hồ', 'Watch'],
    ],
  },
  {
    id: 'jewelleryMaterial',
    name: ['Chất liệu', 'Material'],
    values: [
      ['gold', 'Vàng', 'Gold'],
      ['silver', 'Bạc', 'Silver'],
      ['platinum', 'Bạch kim', 'Platinum'],
      ['steel', 'Thép không gỉ', 'Stainless steel'],
      ['pearl', 'Ngọc trai', 'Pearl'],
      ['fashion', 'Trang sức thời trang', 'Costume jewellery'],
    ],
  },
  {
    id: 'electronicsType',
    name: ['Loại thiết bị', 'Type of device'],
    values: [
      ['laptop', 'Máy tính xách tay', 'Laptop'],
      ['tablet', 'Máy tính bảng', 'Tablet'],
      ['headphones', 'Tai nghe', 'Headphones'],
      ['camera', 'Máy ảnh', 'Camera'],
      ['powerBank', 'Sạc dự phòng', 'Power bank'],
      ['smartwatch', 'Đồng hồ thông minh', 'Smartwatch'],
      ['eReader', 'Máy đọc sách', 'E-reader'],
      ['charger', 'Củ sạc, dây cáp', 'Charger or cable'],
    ],
  },
  {
    id: 'electronicsBrand',
    name: ['Hãng', 'Brand'],
    values: [
      same('apple', 'Apple'),
      same('samsung', 'Samsung'),
      same('sony', 'Sony'),
      same('dell', 'Dell'),
      same('hp', 'HP'),
      same('lenovo', 'Lenovo'),
      same('asus', 'ASUS'),
      same('xiaomi', 'Xiaomi'),
      same('anker', 'Anker'),
      same('canon', 'Canon'),
      same('jbl', 'JBL'),
      ['other', 'Hãng khác', 'Other brand'],
    ],
  },
  {
    id: 'clothingType',
    name: ['Loại trang phục', 'Type of clothing'],
    values: [
      ['jacket', 'Áo khoác', 'Jacket'],
      ['sweater', 'Áo len', 'Sweater'],
      ['scarf', 'Khăn quàng', 'Scarf'],
      ['hat', 'Mũ, nón', 'Hat or cap'],
      ['shoes', 'Giày dép', 'Shoes'],
      ['shirt', 'Áo sơ mi, áo thun', 'Shirt or T-shirt'],
      ['otherClothing', 'Trang phục khác', 'Other clothing'],
    ],
  },
  {
    id: 'clothingSize',
    name: ['Cỡ', 'Size'],
    values: [
      same('xs', 'XS'),
      same('s', 'S'),
      same('m', 'M'),
      same('l', 'L'),
      same('xl', 'XL'),
      same('xxl', 'XXL'),
      ['kids', 'Trẻ em', 'Children’s'],
    ],
  },
  {
    id: 'keyType',
    name: ['Loại chìa khóa', 'Type of key'],
    values: [
      ['houseKey', 'Chìa khóa nhà', 'House key'],
      ['carKey', 'Chìa khóa ô tô', 'Car key'],
      ['motorbikeKey', 'Chìa khóa xe máy', 'Motorbike key'],
      ['keyCard', 'Thẻ từ', 'Key card'],
    ],
  },
  { id: 'keyring', name: ['Móc khóa', 'Key ring'], maxLength: 60 },
  {
    id: 'toyType',
    name: ['Loại đồ chơi', 'Type of toy'],
    values: [
      ['plush', 'Thú bông', 'Soft toy'],
      ['doll', 'Búp bê', 'Doll'],
      ['vehicle', 'Xe đồ chơi', 'Toy vehicle'],
      ['building', 'Đồ chơi lắp ráp', 'Building toy'],
      ['otherToy', 'Đồ chơi khác', 'Other toy'],
    ],
  },
  {
    id: 'eyewearType',
    name: ['Loại kính', 'Type of glasses'],
    values: [
      ['sunglasses', 'Kính râm', 'Sunglasses'],
      ['prescription', 'Kính cận, kính thuốc', 'Prescription glasses'],
      ['reading', 'Kính đọc sách', 'Reading glasses'],
    ],
  },
];

export const CATEGORIES: readonly CategorySpec[] = [
  {
    id: 'phone',
    properties: ['phoneBrand*', 'colour*', 'hasCase'],
    texts: {
      vi: ['Điện thoại', 'Điện thoại di động, có hoặc không có ốp lưng, sạc'],
      en: ['Phones', 'Mobile phones, with or without a case or charger'],
      th: ['โทรศัพท์', 'โทรศัพท์มือถือ พร้อมหรือไม่มีเคสหรือที่ชาร์จ'],
      ko: ['휴대전화', '케이스나 충전기 포함 여부와 관계없는 휴대전화'],
      'zh-CN': ['手机', '手机，含或不含手机壳、充电器'],
      'zh-TW': ['手機', '手機，含或不含手機殼、充電器'],
      ja: ['携帯電話', 'ケースや充電器の有無を問わない携帯電話'],
      ru: ['Телефоны', 'Мобильные телефоны, с чехлом или зарядкой и без'],
    },
  },
  {
    id: 'wallet',
    properties: ['walletType*', 'colour*', 'material', 'brand'],
    texts: {
      vi: ['Ví', 'Ví gập, ví cầm tay, ví đựng thẻ'],
      en: ['Wallets and purses', 'Wallets, purses and card holders'],
      th: ['กระเป๋าสตางค์', 'กระเป๋าสตางค์และซองใส่บัตร'],
      ko: ['지갑', '지갑, 동전지갑, 카드지갑'],
      'zh-CN': ['钱包', '钱包、零钱包和卡包'],
      'zh-TW': ['錢包', '錢包、零錢包和卡夾'],
      ja: ['財布', '財布、小銭入れ、カードケース'],
      ru: ['Кошельки', 'Кошельки, портмоне и визитницы'],
    },
  },
  {
    id: 'bag',
    properties: ['bagType*', 'colour*', 'size', 'material', 'brand'],
    texts: {
      vi: ['Túi xách, ba lô', 'Ba lô, túi xách tay, vali kéo và túi du lịch'],
      en: ['Bags', 'Backpacks, handbags, suitcases and travel bags'],
      th: ['กระเป๋า', 'เป้ กระเป๋าถือ กระเป๋าเดินทาง'],
      ko: ['가방', '백팩, 핸드백, 여행 가방'],
      'zh-CN': ['包袋', '背包、手提包、行李箱和旅行袋'],
      'zh-TW': ['包袋', '背包、手提包、行李箱和旅行袋'],
      ja: ['バッグ', 'リュック、ハンドバッグ、スーツケース、旅行かばん'],
      ru: ['Сумки', 'Рюкзаки, сумки, чемоданы и дорожные сумки'],
    },
  },
  {
    id: 'document',
    properties: ['documentType*', 'issuingCountry'],
    texts: {
      vi: ['Giấy tờ', 'Hộ chiếu, căn cước, giấy phép lái xe, thẻ lên máy bay'],
      en: ['Documents', 'Passports, ID cards, driving licences, boarding passes'],
      th: ['เอกสาร', 'หนังสือเดินทาง บัตรประชาชน ใบขับขี่ บัตรขึ้นเครื่อง'],
      ko: ['서류', '여권, 신분증, 운전면허증, 탑승권'],
      'zh-CN': ['证件', '护照、身份证、驾驶证、登机牌'],
      'zh-TW': ['證件', '護照、身分證、駕照、登機證'],
      ja: ['書類', 'パスポート、身分証明書、運転免許証、搭乗券'],
      ru: ['Документы', 'Паспорта, удостоверения, водительские права, посадочные талоны'],
    },
  },
  {
    id: 'jewellery',
    properties: ['jewelleryType*', 'jewelleryMaterial', 'colour'],
    texts: {
      vi: ['Trang sức, đồng hồ', 'Nhẫn, dây chuyền, vòng tay, bông tai, đồng hồ'],
      en: ['Jewellery and watches', 'Rings, necklaces, bracelets, earrings, watches'],
      th: ['เครื่องประดับและนาฬิกา', 'แหวน สร้อยคอ สร้อยข้อมือ ต่างหู นาฬิกา'],
      ko: ['귀금속·시계', '반지, 목걸이, 팔찌, 귀걸이, 시계'],
      'zh-CN': ['首饰和手表', '戒指、项链、手链、耳环、手表'],
      'zh-TW': ['飾品和手錶', '戒指、項鍊、手鍊、耳環、手錶'],
      ja: ['アクセサリー・時計', '指輪、ネックレス、ブレスレット、イヤリング、腕時計'],
      ru: ['Украшения и часы', 'Кольца, цепочки, браслеты, серьги, часы'],
    },
  },
  {
    id: 'electronics',
    properties: ['electronicsType*', 'electronicsBrand', 'colour'],
    texts: {
      vi: ['Thiết bị điện tử', 'Máy tính xách tay, máy tính bảng, tai nghe, máy ảnh, sạc dự phòng'],
      en: ['Electronics', 'Laptops, tablets, headphones, cameras, power banks'],
      th: ['อุปกรณ์อิเล็กทรอนิกส์', 'แล็ปท็อป แท็บเล็ต หูฟัง กล้อง พาวเวอร์แบงก์'],
      ko: ['전자기기', '노트북, 태블릿, 헤드폰, 카메라, 보조배터리'],
      'zh-CN': ['电子产品', '笔记本电脑、平板电脑、耳机、相机、充电宝'],
      'zh-TW': ['電子產品', '筆記型電腦、平板電腦、耳機、相機、行動電源'],
      ja: ['電子機器', 'ノートパソコン、タブレット、ヘッドホン、カメラ、モバイルバッテリー'],
      ru: ['Электроника', 'Ноутбуки, планшеты, наушники, фотоаппараты, пауэрбанки'],
    },
  },
  {
    id: 'clothing',
    properties: ['clothingType*', 'colour*', 'clothingSize', 'brand'],
    texts: {
      vi: ['Quần áo, giày dép', 'Áo khoác, khăn, mũ, giày dép và trang phục khác'],
      en: ['Clothing and shoes', 'Jackets, scarves, hats, shoes and other clothes'],
      th: ['เสื้อผ้าและรองเท้า', 'เสื้อแจ็กเก็ต ผ้าพันคอ หมวก รองเท้า และเสื้อผ้าอื่น ๆ'],
      ko: ['의류·신발', '재킷, 스카프, 모자, 신발 및 기타 의류'],
      'zh-CN': ['衣物鞋履', '外套、围巾、帽子、鞋子及其他衣物'],
      'zh-TW': ['衣物鞋履', '外套、圍巾、帽子、鞋子及其他衣物'],
      ja: ['衣類・靴', 'ジャケット、マフラー、帽子、靴などの衣類'],
      ru: ['Одежда и обувь', 'Куртки, шарфы, головные уборы, обувь и другая одежда'],
    },
  },
  {
    id: 'keys',
    properties: ['keyType*', 'keyring'],
    texts: {
      vi: ['Chìa khóa', 'Chìa khóa nhà, ô tô, xe máy và thẻ từ'],
      en: ['Keys', 'House, car and motorbike keys, key cards'],
      th: ['กุญแจ', 'กุญแจบ้าน รถยนต์ รถจักรยานยนต์ และคีย์การ์ด'],
      ko: ['열쇠', '집, 자동차, 오토바이 열쇠와 카드키'],
      'zh-CN': ['钥匙', '家门、汽车、摩托车钥匙和门卡'],
      'zh-TW': ['鑰匙', '住家、汽車、機車鑰匙和門卡'],
      ja: ['鍵', '家、車、バイクの鍵やカードキー'],
      ru: ['Ключи', 'Ключи от дома, автомобиля, мотоцикла и ключ-карты'],
    },
  },
  {
    id: 'toy',
    properties: ['toyType*', 'colour', 'size'],
    texts: {
      vi: ['Đồ chơi', 'Thú bông, búp bê, xe đồ chơi và đồ chơi trẻ em khác'],
      en: ['Toys', 'Soft toys, dolls, toy cars and other children’s toys'],
      th: ['ของเล่น', 'ตุ๊กตาผ้า ตุ๊กตา รถของเล่น และของเล่นเด็กอื่น ๆ'],
      ko: ['장난감', '봉제 인형, 인형, 장난감 자동차 등 어린이 장난감'],
      'zh-CN': ['玩具', '毛绒玩具、娃娃、玩具车及其他儿童玩具'],
      'zh-TW': ['玩具', '絨毛玩具、娃娃、玩具車及其他兒童玩具'],
      ja: ['おもちゃ', 'ぬいぐるみ、人形、ミニカーなどの子ども用おもちゃ'],
      ru: ['Игрушки', 'Мягкие игрушки, куклы, машинки и другие детские игрушки'],
    },
  },
  {
    id: 'eyewear',
    properties: ['eyewearType*', 'colour', 'hasCase', 'brand'],
    texts: {
      vi: ['Kính mắt', 'Kính râm, kính cận, kính đọc sách'],
      en: ['Glasses', 'Sunglasses, prescription and reading glasses'],
      th: ['แว่นตา', 'แว่นกันแดด แว่นสายตา แว่นอ่านหนังสือ'],
      ko: ['안경', '선글라스, 도수 안경, 돋보기'],
      'zh-CN': ['眼镜', '太阳镜、近视眼镜、老花镜'],
      'zh-TW': ['眼鏡', '太陽眼鏡、近視眼鏡、老花眼鏡'],
      ja: ['めがね', 'サングラス、度付きめがね、老眼鏡'],
      ru: ['Очки', 'Солнцезащитные, корригирующие очки и очки для чтения'],
    },
  },
  {
    id: 'other',
    properties: ['colour', 'size'],
    texts: {
      vi: ['Đồ vật khác', 'Những đồ vật không thuộc các nhóm trên'],
      en: ['Other items', 'Anything that fits none of the groups above'],
      th: ['สิ่งของอื่น ๆ', 'สิ่งของที่ไม่อยู่ในกลุ่มข้างต้น'],
      ko: ['기타 물품', '위 분류에 속하지 않는 물품'],
      'zh-CN': ['其他物品', '不属于以上类别的物品'],
      'zh-TW': ['其他物品', '不屬於以上類別的物品'],
      ja: ['その他', '上記のどれにも当てはまらない物'],
      ru: ['Другое', 'Всё, что не подходит под группы выше'],
    },
  },
];
