// The food table dishes are computed from (issue 38): 49 foods common in Vietnamese kindergarten kitchens, per 100 g
// of the edible part — energy (kcal), protein, fat (lipid) and carbohydrate (glucid) in grams — as the Vietnamese
// national food composition table gives them: Bảng thành phần thực phẩm Việt Nam, Viện Dinh dưỡng (Bộ Y tế),
// Nhà xuất bản Y học, 2007. A food not listed is entered in a dish with its values by hand. Zod-free: the dish
// form computes its preview with the same numbers the server stores.

export type Food = { code: string; vi: string; en: string; kcal: number; protein: number; fat: number; carb: number };

export const FOODS: readonly Food[] = [
  // Cereals, tubers and their products
  { code: 'gao_te', vi: 'Gạo tẻ máy', en: 'White rice (milled)', kcal: 344, protein: 7.9, fat: 1.0, carb: 75.9 },
  { code: 'gao_nep', vi: 'Gạo nếp cái', en: 'Glutinous rice', kcal: 346, protein: 8.6, fat: 1.5, carb: 74.5 },
  { code: 'bun', vi: 'Bún', en: 'Rice vermicelli (fresh)', kcal: 110, protein: 1.7, fat: 0, carb: 25.7 },
  { code: 'mien', vi: 'Miến dong', en: 'Canna glass noodles', kcal: 332, protein: 0.6, fat: 0.1, carb: 82.2 },
  { code: 'banh_pho', vi: 'Bánh phở', en: 'Rice noodles (phở)', kcal: 141, protein: 3.2, fat: 0, carb: 32.1 },
  { code: 'banh_mi', vi: 'Bánh mì', en: 'Bread', kcal: 249, protein: 7.9, fat: 0.8, carb: 52.6 },
  { code: 'bot_mi', vi: 'Bột mì', en: 'Wheat flour', kcal: 346, protein: 10.0, fat: 1.1, carb: 73.6 },
  { code: 'khoai_tay', vi: 'Khoai tây', en: 'Potato', kcal: 92, protein: 2.0, fat: 0.1, carb: 20.9 },
  { code: 'khoai_lang', vi: 'Khoai lang', en: 'Sweet potato', kcal: 119, protein: 0.8, fat: 0.2, carb: 28.5 },
  // Meat, fish, eggs
  { code: 'thit_lon_nac', vi: 'Thịt lợn nạc', en: 'Lean pork', kcal: 139, protein: 19.0, fat: 7.0, carb: 0 },
  { code: 'thit_bo', vi: 'Thịt bò loại I', en: 'Beef (grade I)', kcal: 118, protein: 21.0, fat: 3.8, carb: 0 },
  { code: 'thit_ga', vi: 'Thịt gà ta', en: 'Chicken', kcal: 199, protein: 20.3, fat: 13.1, carb: 0 },
  { code: 'thit_vit', vi: 'Thịt vịt', en: 'Duck', kcal: 267, protein: 17.8, fat: 21.8, carb: 0 },
  { code: 'gan_lon', vi: 'Gan lợn', en: 'Pork liver', kcal: 116, protein: 18.8, fat: 3.6, carb: 2.0 },
  { code: 'trung_ga', vi: 'Trứng gà', en: 'Hen’s egg', kcal: 166, protein: 14.8, fat: 11.6, carb: 0.5 },
  { code: 'trung_vit', vi: 'Trứng vịt', en: 'Duck egg', kcal: 184, protein: 13.0, fat: 14.2, carb: 1.0 },
  { code: 'trung_cut', vi: 'Trứng chim cút', en: 'Quail egg', kcal: 154, protein: 13.6, fat: 11.1, carb: 0.4 },
  { code: 'ca_chep', vi: 'Cá chép', en: 'Carp', kcal: 96, protein: 16.0, fat: 3.6, carb: 0 },
  { code: 'ca_ro_phi', vi: 'Cá rô phi', en: 'Tilapia', kcal: 100, protein: 19.7, fat: 2.3, carb: 0 },
  { code: 'ca_qua', vi: 'Cá quả', en: 'Snakehead fish', kcal: 97, protein: 18.2, fat: 2.7, carb: 0 },
  { code: 'ca_thu', vi: 'Cá thu', en: 'Mackerel', kcal: 166, protein: 18.2, fat: 10.3, carb: 0 },
  { code: 'tom_dong', vi: 'Tôm đồng', en: 'Freshwater shrimp', kcal: 90, protein: 18.4, fat: 1.8, carb: 0 },
  { code: 'tom_bien', vi: 'Tôm biển', en: 'Sea prawn', kcal: 82, protein: 17.6, fat: 0.9, carb: 0.9 },
  { code: 'cua_dong', vi: 'Cua đồng', en: 'Field crab', kcal: 87, protein: 12.3, fat: 3.3, carb: 2.0 },
  { code: 'muc', vi: 'Mực tươi', en: 'Squid', kcal: 73, protein: 16.3, fat: 0.9, carb: 0 },
  // Legumes, nuts, seeds
  { code: 'dau_phu', vi: 'Đậu phụ', en: 'Tofu', kcal: 95, protein: 10.9, fat: 5.4, carb: 0.7 },
  { code: 'dau_xanh', vi: 'Đậu xanh', en: 'Mung beans', kcal: 328, protein: 23.4, fat: 2.4, carb: 53.1 },
  { code: 'lac', vi: 'Lạc hạt', en: 'Peanuts', kcal: 573, protein: 27.5, fat: 44.5, carb: 15.5 },
  { code: 'vung', vi: 'Vừng', en: 'Sesame', kcal: 568, protein: 20.1, fat: 46.4, carb: 17.6 },
  // Milk
  { code: 'sua_bo', vi: 'Sữa bò tươi', en: 'Fresh cow’s milk', kcal: 74, protein: 3.9, fat: 4.4, carb: 4.8 },
  { code: 'sua_bot', vi: 'Sữa bột toàn phần', en: 'Whole milk powder', kcal: 494, protein: 27.0, fat: 26.0, carb: 38.0 },
  { code: 'sua_chua', vi: 'Sữa chua', en: 'Yoghurt', kcal: 61, protein: 3.3, fat: 3.7, carb: 3.6 },
  // Vegetables
  { code: 'bi_do', vi: 'Bí đỏ', en: 'Pumpkin', kcal: 24, protein: 0.3, fat: 0, carb: 5.6 },
  { code: 'ca_rot', vi: 'Cà rốt', en: 'Carrot', kcal: 39, protein: 1.5, fat: 0, carb: 8.0 },
  { code: 'rau_muong', vi: 'Rau muống', en: 'Water spinach', kcal: 23, protein: 3.0, fat: 0, carb: 2.5 },
  { code: 'rau_ngot', vi: 'Rau ngót', en: 'Sweet leaf (katuk)', kcal: 35, protein: 5.3, fat: 0, carb: 3.4 },
  { code: 'rau_cai', vi: 'Cải xanh', en: 'Mustard greens', kcal: 15, protein: 1.7, fat: 0, carb: 1.9 },
  { code: 'bap_cai', vi: 'Bắp cải', en: 'Cabbage', kcal: 29, protein: 1.8, fat: 0.1, carb: 5.3 },
  { code: 'su_su', vi: 'Su su', en: 'Chayote', kcal: 18, protein: 0.8, fat: 0, carb: 3.7 },
  { code: 'bi_xanh', vi: 'Bí xanh', en: 'Winter melon', kcal: 12, protein: 0.6, fat: 0, carb: 2.4 },
  { code: 'ca_chua', vi: 'Cà chua', en: 'Tomato', kcal: 20, protein: 0.6, fat: 0.2, carb: 4.0 },
  { code: 'mong_toi', vi: 'Mồng tơi', en: 'Malabar spinach', kcal: 14, protein: 2.0, fat: 0, carb: 1.4 },
  // Fruit
  { code: 'chuoi', vi: 'Chuối tiêu', en: 'Banana', kcal: 97, protein: 1.5, fat: 0.2, carb: 22.2 },
  { code: 'cam', vi: 'Cam', en: 'Orange', kcal: 38, protein: 0.9, fat: 0, carb: 8.4 },
  { code: 'du_du', vi: 'Đu đủ chín', en: 'Ripe papaya', kcal: 35, protein: 1.0, fat: 0, carb: 7.7 },
  { code: 'dua_hau', vi: 'Dưa hấu', en: 'Watermelon', kcal: 16, protein: 1.2, fat: 0.2, carb: 2.3 },
  // Fats and sugar
  { code: 'dau_an', vi: 'Dầu ăn (dầu thực vật)', en: 'Cooking oil', kcal: 897, protein: 0, fat: 99.7, carb: 0 },
  { code: 'mo_lon', vi: 'Mỡ lợn nước', en: 'Lard', kcal: 896, protein: 0, fat: 99.6, carb: 0 },
  { code: 'duong', vi: 'Đường kính', en: 'Sugar', kcal: 397, protein: 0, fat: 0, carb: 99.3 },
];

export const FOOD_BY_CODE: ReadonlyMap<string, Food> = new Map(FOODS.map((f) => [f.code, f]));
