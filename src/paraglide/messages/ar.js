/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} About_Art_City_AlexandriaInputs */
/** @typedef {{}} About_Art_City_AswanInputs */
/** @typedef {{}} About_Art_City_CairoInputs */
/** @typedef {{}} About_Art_City_HurghadaInputs */
/** @typedef {{}} About_Art_City_LuxorInputs */
/** @typedef {{}} About_Closing_LeadInputs */
/** @typedef {{}} About_Closing_PrimaryInputs */
/** @typedef {{}} About_Closing_Primary_Logged_InInputs */
/** @typedef {{}} About_Closing_SecondaryInputs */
/** @typedef {{ productName: NonNullable<unknown> }} About_Closing_TitleInputs */
/** @typedef {{}} About_Fact_1_LabelInputs */
/** @typedef {{}} About_Fact_1_ValueInputs */
/** @typedef {{}} About_Fact_2_LabelInputs */
/** @typedef {{}} About_Fact_2_ValueInputs */
/** @typedef {{}} About_Fact_3_LabelInputs */
/** @typedef {{}} About_Hero_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} About_Hero_LeadInputs */
/** @typedef {{}} About_Hero_TitleInputs */
/** @typedef {{}} About_Mission_LabelInputs */
/** @typedef {{}} About_Mission_TextInputs */
/** @typedef {{}} About_Mission_TitleInputs */
/** @typedef {{}} About_Purpose_LabelInputs */
/** @typedef {{}} About_Service_1_TextInputs */
/** @typedef {{}} About_Service_1_TitleInputs */
/** @typedef {{}} About_Service_2_TextInputs */
/** @typedef {{}} About_Service_2_TitleInputs */
/** @typedef {{}} About_Service_3_TextInputs */
/** @typedef {{}} About_Service_3_TitleInputs */
/** @typedef {{}} About_Service_4_TextInputs */
/** @typedef {{}} About_Service_4_TitleInputs */
/** @typedef {{}} About_Service_5_TextInputs */
/** @typedef {{}} About_Service_5_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} About_Service_6_TextInputs */
/** @typedef {{}} About_Service_6_TitleInputs */
/** @typedef {{}} About_Services_EyebrowInputs */
/** @typedef {{}} About_Services_LeadInputs */
/** @typedef {{}} About_Services_TitleInputs */
/** @typedef {{}} About_Vision_LabelInputs */
/** @typedef {{}} About_Vision_TextInputs */
/** @typedef {{}} About_Vision_TitleInputs */
/** @typedef {{}} Art_Booking_Week_BarreInputs */
/** @typedef {{}} Art_Booking_Week_BookedInputs */
/** @typedef {{}} Art_Booking_Week_BookingsInputs */
/** @typedef {{}} Art_Booking_Week_Class_FullInputs */
/** @typedef {{}} Art_Booking_Week_Day_FriInputs */
/** @typedef {{}} Art_Booking_Week_Day_MonInputs */
/** @typedef {{}} Art_Booking_Week_Day_SatInputs */
/** @typedef {{}} Art_Booking_Week_Day_SunInputs */
/** @typedef {{}} Art_Booking_Week_Day_ThuInputs */
/** @typedef {{}} Art_Booking_Week_Day_TueInputs */
/** @typedef {{}} Art_Booking_Week_Day_WedInputs */
/** @typedef {{}} Art_Booking_Week_HiitInputs */
/** @typedef {{}} Art_Booking_Week_New_BookingInputs */
/** @typedef {{}} Art_Booking_Week_New_Booking_DetailInputs */
/** @typedef {{}} Art_Booking_Week_SpaInputs */
/** @typedef {{}} Art_Booking_Week_SpinInputs */
/** @typedef {{}} Art_Booking_Week_TitleInputs */
/** @typedef {{}} Art_Booking_Week_YogaInputs */
/** @typedef {{}} Business_Types_Crossfit_BoxInputs */
/** @typedef {{}} Business_Types_Dance_StudioInputs */
/** @typedef {{}} Business_Types_Fitness_StudioInputs */
/** @typedef {{}} Business_Types_GymInputs */
/** @typedef {{}} Business_Types_Martial_ArtsInputs */
/** @typedef {{}} Business_Types_OtherInputs */
/** @typedef {{}} Business_Types_Outdoor_ClassesInputs */
/** @typedef {{}} Business_Types_Personal_TrainerInputs */
/** @typedef {{}} Business_Types_Pilates_StudioInputs */
/** @typedef {{}} Business_Types_SalonInputs */
/** @typedef {{}} Business_Types_SpaInputs */
/** @typedef {{}} Business_Types_Sports_AcademyInputs */
/** @typedef {{}} Business_Types_SwimmingInputs */
/** @typedef {{}} Business_Types_Wellness_CenterInputs */
/** @typedef {{}} Business_Types_Yoga_StudioInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Availability_AnswerInputs */
/** @typedef {{}} Faq_Business_1_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Business_2_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Business_3_AnswerInputs */
/** @typedef {{}} Faq_Business_3_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Business_4_QuestionInputs */
/** @typedef {{}} Faq_Business_5_Answer_1Inputs */
/** @typedef {{}} Faq_Business_5_Answer_2Inputs */
/** @typedef {{}} Faq_Business_5_QuestionInputs */
/** @typedef {{}} Faq_Business_6_AnswerInputs */
/** @typedef {{}} Faq_Business_6_QuestionInputs */
/** @typedef {{}} Faq_Business_7_AnswerInputs */
/** @typedef {{}} Faq_Business_7_QuestionInputs */
/** @typedef {{}} Faq_Business_8_AnswerInputs */
/** @typedef {{}} Faq_Business_8_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Cost_Answer_1Inputs */
/** @typedef {{}} Faq_Cost_Answer_2Inputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Get_Paid_Answer_1Inputs */
/** @typedef {{}} Faq_Get_Paid_Answer_2Inputs */
/** @typedef {{}} Faq_Member_1_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_2_AnswerInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_2_QuestionInputs */
/** @typedef {{}} Faq_Member_3_AnswerInputs */
/** @typedef {{}} Faq_Member_3_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_4_AnswerInputs */
/** @typedef {{}} Faq_Member_4_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_5_QuestionInputs */
/** @typedef {{ supportEmail: NonNullable<unknown> }} Faq_Member_6_AnswerInputs */
/** @typedef {{}} Faq_Member_6_QuestionInputs */
/** @typedef {{}} Faq_Member_7_AnswerInputs */
/** @typedef {{}} Faq_Member_7_QuestionInputs */
/** @typedef {{}} Home_Art_Bootcamp_PlaceInputs */
/** @typedef {{}} Home_Art_Bootcamp_TimeInputs */
/** @typedef {{}} Home_Art_Bootcamp_TitleInputs */
/** @typedef {{}} Home_Art_CapacityInputs */
/** @typedef {{}} Home_Art_Chip_BookInputs */
/** @typedef {{}} Home_Art_Chip_BookedInputs */
/** @typedef {{}} Home_Art_Chip_FullInputs */
/** @typedef {{}} Home_Art_Chip_LeftInputs */
/** @typedef {{}} Home_Art_Day_MonInputs */
/** @typedef {{}} Home_Art_Day_SatInputs */
/** @typedef {{}} Home_Art_Day_SunInputs */
/** @typedef {{}} Home_Art_Day_TueInputs */
/** @typedef {{}} Home_Art_Day_WedInputs */
/** @typedef {{}} Home_Art_EarningsInputs */
/** @typedef {{}} Home_Art_Earnings_TitleInputs */
/** @typedef {{}} Home_Art_GreetingInputs */
/** @typedef {{}} Home_Art_Hammam_PlaceInputs */
/** @typedef {{}} Home_Art_Hammam_TimeInputs */
/** @typedef {{}} Home_Art_Hammam_TitleInputs */
/** @typedef {{}} Home_Art_New_BookingInputs */
/** @typedef {{}} Home_Art_New_Booking_DetailInputs */
/** @typedef {{}} Home_Art_Reformer_PlaceInputs */
/** @typedef {{}} Home_Art_Reformer_TimeInputs */
/** @typedef {{}} Home_Art_Reformer_TitleInputs */
/** @typedef {{}} Home_Art_Spots_LeftInputs */
/** @typedef {{}} Home_Art_Sunrise_PlaceInputs */
/** @typedef {{}} Home_Art_Sunrise_TimeInputs */
/** @typedef {{}} Home_Art_Sunrise_TitleInputs */
/** @typedef {{}} Home_Art_TodayInputs */
/** @typedef {{}} Home_Benefits_1_TextInputs */
/** @typedef {{}} Home_Benefits_1_TitleInputs */
/** @typedef {{}} Home_Benefits_2_TextInputs */
/** @typedef {{}} Home_Benefits_2_TitleInputs */
/** @typedef {{}} Home_Benefits_3_TextInputs */
/** @typedef {{}} Home_Benefits_3_TitleInputs */
/** @typedef {{}} Home_Benefits_4_TextInputs */
/** @typedef {{}} Home_Benefits_4_TitleInputs */
/** @typedef {{}} Home_Benefits_5_TextInputs */
/** @typedef {{}} Home_Benefits_5_TitleInputs */
/** @typedef {{}} Home_Benefits_6_TextInputs */
/** @typedef {{}} Home_Benefits_6_TitleInputs */
/** @typedef {{}} Home_Benefits_EyebrowInputs */
/** @typedef {{}} Home_Benefits_LeadInputs */
/** @typedef {{}} Home_Benefits_TitleInputs */
/** @typedef {{}} Home_Earnings_EyebrowInputs */
/** @typedef {{}} Home_Earnings_Find_OutInputs */
/** @typedef {{}} Home_Earnings_Get_StartedInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Earnings_LeadInputs */
/** @typedef {{}} Home_Earnings_TitleInputs */
/** @typedef {{}} Home_Gallery_EyebrowInputs */
/** @typedef {{}} Home_Gallery_Gym_TextInputs */
/** @typedef {{}} Home_Gallery_Gym_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Gallery_LeadInputs */
/** @typedef {{}} Home_Gallery_Outdoor_TextInputs */
/** @typedef {{}} Home_Gallery_Outdoor_TitleInputs */
/** @typedef {{}} Home_Gallery_Salon_TextInputs */
/** @typedef {{}} Home_Gallery_Salon_TitleInputs */
/** @typedef {{}} Home_Gallery_Spa_TextInputs */
/** @typedef {{}} Home_Gallery_Spa_TitleInputs */
/** @typedef {{}} Home_Gallery_Studio_TextInputs */
/** @typedef {{}} Home_Gallery_Studio_TitleInputs */
/** @typedef {{}} Home_Gallery_TitleInputs */
/** @typedef {{}} Home_Gallery_Yoga_TextInputs */
/** @typedef {{}} Home_Gallery_Yoga_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Hero_EyebrowInputs */
/** @typedef {{}} Home_Hero_Highlight_1Inputs */
/** @typedef {{}} Home_Hero_Highlight_2Inputs */
/** @typedef {{}} Home_Hero_Highlight_3Inputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Hero_LeadInputs */
/** @typedef {{}} Home_Hero_Primary_Logged_InInputs */
/** @typedef {{}} Home_Hero_Primary_Logged_OutInputs */
/** @typedef {{}} Home_Hero_SecondaryInputs */
/** @typedef {{}} Home_Hero_TitleInputs */
/** @typedef {{}} Home_Partner_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Partner_LeadInputs */
/** @typedef {{}} Home_Partner_Studio_LabelInputs */
/** @typedef {{}} Home_Partner_Studio_TextInputs */
/** @typedef {{}} Home_Partner_Studio_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Partner_TitleInputs */
/** @typedef {{}} Home_Partner_Venue_LabelInputs */
/** @typedef {{}} Home_Partner_Venue_TextInputs */
/** @typedef {{}} Home_Partner_Venue_TitleInputs */
/** @typedef {{}} How_Art_Booked_Add_To_CalendarInputs */
/** @typedef {{}} How_Art_Booked_ClassInputs */
/** @typedef {{}} How_Art_Booked_Class_LabelInputs */
/** @typedef {{}} How_Art_Booked_PlaceInputs */
/** @typedef {{}} How_Art_Booked_SpotInputs */
/** @typedef {{}} How_Art_Booked_SubtitleInputs */
/** @typedef {{}} How_Art_Booked_TitleInputs */
/** @typedef {{}} How_Art_Booked_WhenInputs */
/** @typedef {{}} How_Art_Booked_When_LabelInputs */
/** @typedef {{}} How_Art_Routine_AddInputs */
/** @typedef {{}} How_Art_Routine_Mon_DayInputs */
/** @typedef {{}} How_Art_Routine_Mon_TitleInputs */
/** @typedef {{}} How_Art_Routine_Sat_DayInputs */
/** @typedef {{}} How_Art_Routine_Sat_TitleInputs */
/** @typedef {{}} How_Art_Routine_SavedInputs */
/** @typedef {{}} How_Art_Routine_Saved_TitleInputs */
/** @typedef {{}} How_Art_Routine_SessionsInputs */
/** @typedef {{}} How_Art_Routine_Thu_DayInputs */
/** @typedef {{}} How_Art_Routine_Thu_TitleInputs */
/** @typedef {{}} How_Art_Routine_TitleInputs */
/** @typedef {{}} How_Art_Routine_Wed_DayInputs */
/** @typedef {{}} How_Art_Routine_Wed_TitleInputs */
/** @typedef {{}} How_Businesses_Faq_EyebrowInputs */
/** @typedef {{}} How_Businesses_Faq_TitleInputs */
/** @typedef {{}} How_Businesses_Step_1_TextInputs */
/** @typedef {{}} How_Businesses_Step_1_TitleInputs */
/** @typedef {{}} How_Businesses_Step_2_TextInputs */
/** @typedef {{}} How_Businesses_Step_2_TitleInputs */
/** @typedef {{}} How_Businesses_Step_3_TextInputs */
/** @typedef {{}} How_Businesses_Step_3_TitleInputs */
/** @typedef {{}} How_Businesses_Steps_EyebrowInputs */
/** @typedef {{}} How_Businesses_Steps_TitleInputs */
/** @typedef {{}} How_Download_EyebrowInputs */
/** @typedef {{}} How_Download_LeadInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Download_TitleInputs */
/** @typedef {{}} How_Get_Started_LeadInputs */
/** @typedef {{}} How_Get_Started_Logged_InInputs */
/** @typedef {{}} How_Get_Started_Logged_OutInputs */
/** @typedef {{}} How_Get_Started_TitleInputs */
/** @typedef {{}} How_Hero_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Hero_LeadInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Hero_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_About_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_About_Paragraph_1Inputs */
/** @typedef {{}} How_Members_About_Paragraph_2Inputs */
/** @typedef {{}} How_Members_About_Point_1Inputs */
/** @typedef {{}} How_Members_About_Point_2Inputs */
/** @typedef {{}} How_Members_About_Point_3Inputs */
/** @typedef {{}} How_Members_About_TitleInputs */
/** @typedef {{}} How_Members_Faq_EyebrowInputs */
/** @typedef {{}} How_Members_Faq_TitleInputs */
/** @typedef {{}} How_Members_Step_1_TextInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_Step_1_TitleInputs */
/** @typedef {{}} How_Members_Step_2_TextInputs */
/** @typedef {{}} How_Members_Step_2_TitleInputs */
/** @typedef {{}} How_Members_Step_3_TextInputs */
/** @typedef {{}} How_Members_Step_3_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_Steps_EyebrowInputs */
/** @typedef {{}} How_Members_Steps_TitleInputs */
/** @typedef {{}} How_Next_Step_1Inputs */
/** @typedef {{}} How_Next_Step_2Inputs */
/** @typedef {{}} How_Next_Step_3Inputs */
/** @typedef {{}} How_Next_Step_EyebrowInputs */
/** @typedef {{}} How_Next_Step_LeadInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Next_Step_TitleInputs */
/** @typedef {{}} How_Signup_Bullet_1Inputs */
/** @typedef {{}} How_Signup_Bullet_2Inputs */
/** @typedef {{}} How_Signup_Bullet_3Inputs */
/** @typedef {{}} How_Signup_Bullet_4Inputs */
/** @typedef {{}} How_Signup_Card_TextInputs */
/** @typedef {{}} How_Signup_Card_TitleInputs */
/** @typedef {{}} How_Signup_CtaInputs */
/** @typedef {{}} How_Signup_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Signup_LeadInputs */
/** @typedef {{}} How_Signup_TitleInputs */
/** @typedef {{}} How_Tabs_BusinessesInputs */
/** @typedef {{}} How_Tabs_LabelInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Tabs_MembersInputs */
/** @typedef {{}} Nav_About_UsInputs */
/** @typedef {{}} Nav_Contact_UsInputs */
/** @typedef {{}} Nav_How_It_WorksInputs */


export const about_art_city_alexandria = /** @type {(inputs: About_Art_City_AlexandriaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإسكندرية`)
};

export const about_art_city_aswan = /** @type {(inputs: About_Art_City_AswanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أسوان`)
};

export const about_art_city_cairo = /** @type {(inputs: About_Art_City_CairoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القاهرة`)
};

export const about_art_city_hurghada = /** @type {(inputs: About_Art_City_HurghadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الغردقة`)
};

export const about_art_city_luxor = /** @type {(inputs: About_Art_City_LuxorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأقصر`)
};

export const about_closing_lead = /** @type {(inputs: About_Closing_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاطك التجاري مجانًا، أو تحدّث مع فريقنا لتعرف ما يمكننا تقديمه لنشاطك.`)
};

export const about_closing_primary = /** @type {(inputs: About_Closing_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاط تجاري مجانًا`)
};

export const about_closing_primary_logged_in = /** @type {(inputs: About_Closing_Primary_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرف طريقة العمل`)
};

export const about_closing_secondary = /** @type {(inputs: About_Closing_SecondaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تواصل معنا`)
};

export const about_closing_title = /** @type {(inputs: About_Closing_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كبّر نشاطك مع ${i?.productName}`)
};

export const about_fact_1_label = /** @type {(inputs: About_Fact_1_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقر فريقنا`)
};

export const about_fact_1_value = /** @type {(inputs: About_Fact_1_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القاهرة`)
};

export const about_fact_2_label = /** @type {(inputs: About_Fact_2_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مكان استضافة خدماتنا`)
};

export const about_fact_2_value = /** @type {(inputs: About_Fact_2_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مصر`)
};

export const about_fact_3_label = /** @type {(inputs: About_Fact_3_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محافظة يمكن للأعضاء الحجز فيها`)
};

export const about_hero_eyebrow = /** @type {(inputs: About_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من نحن`)
};

export const about_hero_lead = /** @type {(inputs: About_Hero_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} منصة لحجز خدمات اللياقة والعناية بالصحة، انطلقت من القاهرة. نوصل الناس بالاستوديوهات وصالات الجيم والسبا والصالونات والمدربين القريبين منهم، ونمنح هذه الأنشطة الأدوات التي تملأ كل مكان متاح لديها.`)
};

export const about_hero_title = /** @type {(inputs: About_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نساعد مصر على الحركة والشعور بالراحة`)
};

export const about_mission_label = /** @type {(inputs: About_Mission_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهمتنا`)
};

export const about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمنح الاستوديوهات والمنشآت المستقلة انتشار السلاسل الكبيرة: صفحة تعريفية يثق بها الأعضاء، وجدول مواعيد يمكن الحجز منه في ثوانٍ، وتقارير واضحة، وصرف سريع للأرباح. أما الأعضاء، فنسهّل عليهم تجربة شيء جديد والاستمرار فيه.`)
};

export const about_mission_title = /** @type {(inputs: About_Mission_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نملأ كل مكان متاح ونجعل كل حجز سهلًا`)
};

export const about_purpose_label = /** @type {(inputs: About_Purpose_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رؤيتنا ومهمتنا`)
};

export const about_service_1_text = /** @type {(inputs: About_Service_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحة احترافية لاستوديو أو منشأتك، فيها الصور والخدمات والأسعار والموقع.`)
};

export const about_service_1_title = /** @type {(inputs: About_Service_1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحات تعريفية للأنشطة`)
};

export const about_service_2_text = /** @type {(inputs: About_Service_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انشر جدول مواعيدك والأماكن المتاحة، ويحجز الأعضاء ويدفعون من التطبيق.`)
};

export const about_service_2_title = /** @type {(inputs: About_Service_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حجز الحصص والأماكن`)
};

export const about_service_3_text = /** @type {(inputs: About_Service_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد عدد الأعضاء في كل حصة أو جلسة، ويتوقف الحجز عند اكتمال العدد.`)
};

export const about_service_3_title = /** @type {(inputs: About_Service_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة السعة`)
};

export const about_service_4_text = /** @type {(inputs: About_Service_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحجوزات والحضور والأرباح حسب الحصة واليوم والأسبوع، لتخطط لخطوتك التالية.`)
};

export const about_service_4_title = /** @type {(inputs: About_Service_4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقارير ومؤشرات`)
};

export const about_service_5_text = /** @type {(inputs: About_Service_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلب صرف مستحقاتك من التطبيق واستلمها فورًا أو بالتحويل إلى المحفظة الإلكترونية.`)
};

export const about_service_5_title = /** @type {(inputs: About_Service_5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف سريع للأرباح`)
};

export const about_service_6_text = /** @type {(inputs: About_Service_6_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يعرض تطبيق ${i?.productName} نشاطك أمام الأعضاء في كل أنحاء مصر.`)
};

export const about_service_6_title = /** @type {(inputs: About_Service_6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تطبيق الأعضاء`)
};

export const about_services_eyebrow = /** @type {(inputs: About_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماذا نقدّم`)
};

export const about_services_lead = /** @type {(inputs: About_Services_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما يحتاجه نشاطك في مجال العناية بالصحة ليصل إليه العملاء ويحجزوا ويدفعوا.`)
};

export const about_services_title = /** @type {(inputs: About_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خدماتنا`)
};

export const about_vision_label = /** @type {(inputs: About_Vision_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رؤيتنا`)
};

export const about_vision_text = /** @type {(inputs: About_Vision_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نتطلع إلى بلد يصبح فيه العثور على حصة جيدة أو لحظة هدوء سهلًا مثل طلب فنجان قهوة، ويدير فيه من يعلّمون ويدرّبون ويعتنون بالآخرين أنشطة ناجحة ومزدهرة.`)
};

export const about_vision_title = /** @type {(inputs: About_Vision_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العناية بالصحة في متناول الجميع، في كل مدينة في مصر`)
};

export const art_booking_week_barre = /** @type {(inputs: Art_Booking_Week_BarreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بار`)
};

export const art_booking_week_booked = /** @type {(inputs: Art_Booking_Week_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`48 حجزًا`)
};

export const art_booking_week_bookings = /** @type {(inputs: Art_Booking_Week_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحجوزات`)
};

export const art_booking_week_class_full = /** @type {(inputs: Art_Booking_Week_Class_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحصة مكتملة · 3/3`)
};

export const art_booking_week_day_fri = /** @type {(inputs: Art_Booking_Week_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ج`)
};

export const art_booking_week_day_mon = /** @type {(inputs: Art_Booking_Week_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ن`)
};

export const art_booking_week_day_sat = /** @type {(inputs: Art_Booking_Week_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`س`)
};

export const art_booking_week_day_sun = /** @type {(inputs: Art_Booking_Week_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ح`)
};

export const art_booking_week_day_thu = /** @type {(inputs: Art_Booking_Week_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خ`)
};

export const art_booking_week_day_tue = /** @type {(inputs: Art_Booking_Week_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ث`)
};

export const art_booking_week_day_wed = /** @type {(inputs: Art_Booking_Week_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ر`)
};

export const art_booking_week_hiit = /** @type {(inputs: Art_Booking_Week_HiitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HIIT`)
};

export const art_booking_week_new_booking = /** @type {(inputs: Art_Booking_Week_New_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حجز جديد`)
};

export const art_booking_week_new_booking_detail = /** @type {(inputs: Art_Booking_Week_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبينينج · الأربعاء 17:00`)
};

export const art_booking_week_spa = /** @type {(inputs: Art_Booking_Week_SpaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبا`)
};

export const art_booking_week_spin = /** @type {(inputs: Art_Booking_Week_SpinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبينينج`)
};

export const art_booking_week_title = /** @type {(inputs: Art_Booking_Week_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الأسبوع`)
};

export const art_booking_week_yoga = /** @type {(inputs: Art_Booking_Week_YogaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا`)
};

export const business_types_crossfit_box = /** @type {(inputs: Business_Types_Crossfit_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صالة كروس فيت`)
};

export const business_types_dance_studio = /** @type {(inputs: Business_Types_Dance_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استوديو رقص`)
};

export const business_types_fitness_studio = /** @type {(inputs: Business_Types_Fitness_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استوديو لياقة بدنية`)
};

export const business_types_gym = /** @type {(inputs: Business_Types_GymInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جيم`)
};

export const business_types_martial_arts = /** @type {(inputs: Business_Types_Martial_ArtsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فنون قتالية`)
};

export const business_types_other = /** @type {(inputs: Business_Types_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أخرى`)
};

export const business_types_outdoor_classes = /** @type {(inputs: Business_Types_Outdoor_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصص في الهواء الطلق`)
};

export const business_types_personal_trainer = /** @type {(inputs: Business_Types_Personal_TrainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدرب شخصي`)
};

export const business_types_pilates_studio = /** @type {(inputs: Business_Types_Pilates_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استوديو بيلاتس`)
};

export const business_types_salon = /** @type {(inputs: Business_Types_SalonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صالون`)
};

export const business_types_spa = /** @type {(inputs: Business_Types_SpaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبا`)
};

export const business_types_sports_academy = /** @type {(inputs: Business_Types_Sports_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكاديمية رياضية`)
};

export const business_types_swimming = /** @type {(inputs: Business_Types_SwimmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سباحة`)
};

export const business_types_wellness_center = /** @type {(inputs: Business_Types_Wellness_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مركز عناية بالصحة`)
};

export const business_types_yoga_studio = /** @type {(inputs: Business_Types_Yoga_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استوديو يوجا`)
};

export const faq_availability_answer = /** @type {(inputs: Faq_Availability_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} متاح في كل أنحاء مصر. يمكن للأعضاء الحجز من القاهرة والجيزة إلى الإسكندرية والدلتا ومدن القناة والصعيد، ويمكن للأنشطة في أي مكان في البلد الانضمام.`)
};

export const faq_business_1_question = /** @type {(inputs: Faq_Business_1_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف أستلم أرباحي؟`)
};

export const faq_business_2_question = /** @type {(inputs: Faq_Business_2_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كم يكلّف ${i?.productName} نشاطي التجاري؟`)
};

export const faq_business_3_answer = /** @type {(inputs: Faq_Business_3_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الاستوديوهات وصالات الجيم والسبا والصالونات والمدربون الشخصيون ومنشآت العناية بالصحة بكل أحجامها. إذا كان الأعضاء يستطيعون حجز حصة أو جلسة أو خدمة عناية لديك، فيمكنك عرضها على ${i?.productName}.`)
};

export const faq_business_3_question = /** @type {(inputs: Faq_Business_3_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما الأنشطة التي يمكنها الانضمام؟`)
};

export const faq_business_4_question = /** @type {(inputs: Faq_Business_4_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أين يتوفر ${i?.productName}؟`)
};

export const faq_business_5_answer_1 = /** @type {(inputs: Faq_Business_5_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف كل حصة أو خدمة مرة واحدة مع وصفها ومدتها والمدرب وسعرها، ثم ضعها في جدول مواعيدك. ومتى توفرت لديك أماكن، أتِحها ليحجزها الأعضاء.`)
};

export const faq_business_5_answer_2 = /** @type {(inputs: Faq_Business_5_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكنك تعديل أي حصة أو إغلاق أماكنها أو إلغاء جلسة في أي وقت، ويصل إشعار بذلك إلى الأعضاء الذين حجزوا عبر التطبيق.`)
};

export const faq_business_5_question = /** @type {(inputs: Faq_Business_5_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف أعرض الحصص والأماكن المتاحة؟`)
};

export const faq_business_6_answer = /** @type {(inputs: Faq_Business_6_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم. أنت من يحدد سعة كل حصة وجلسة، ويتوقف الحجز تلقائيًا فور اكتمال العدد، فلا يأتيك أبدًا عدد أكبر مما يمكنك استقباله.`)
};

export const faq_business_6_question = /** @type {(inputs: Faq_Business_6_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل يمكنني التحكم في عدد الأعضاء الذين يحجزون الحصة؟`)
};

export const faq_business_7_answer = /** @type {(inputs: Faq_Business_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعرض لوحة التحكم الحجوزات والحضور وأكثر الأيام والأوقات ازدحامًا، والأرباح حسب الحصة والأسبوع. استخدمها لتعرف أي الحصص تمتلئ أسرع وأين تفيدك جلسة إضافية.`)
};

export const faq_business_7_question = /** @type {(inputs: Faq_Business_7_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما التقارير التي أحصل عليها؟`)
};

export const faq_business_8_answer = /** @type {(inputs: Faq_Business_8_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم هاتف محمول يستقبل الرسائل النصية، واسمك وبريدك الإلكتروني، وبيانات نشاطك: الاسم والنوع والموقع. نرسل رمزًا من ستة أرقام إلى هاتفك للتأكد من أنه رقمك، ويصبح حسابك جاهزًا خلال دقائق.`)
};

export const faq_business_8_question = /** @type {(inputs: Faq_Business_8_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماذا أحتاج للتسجيل؟`)
};

export const faq_cost_answer_1 = /** @type {(inputs: Faq_Cost_Answer_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`التسجيل وإنشاء صفحتك مجانيان. أما تكلفة ${i?.productName} على نشاطك فتعتمد على الاتفاق مع فريق الشراكات لدينا، والذي يراعي نوع نشاطك وأسعارك وعدد الأماكن التي تتيحها للأعضاء.`)
};

export const faq_cost_answer_2 = /** @type {(inputs: Faq_Cost_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد رسوم تأسيس، وسترى شروط اتفاقك قبل أن تنشر أول حصة.`)
};

export const faq_get_paid_answer_1 = /** @type {(inputs: Faq_Get_Paid_Answer_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اطلب صرف مستحقاتك من تطبيق ${i?.productName} للأعمال متى كانت لديك أرباح في الانتظار. يراجع التطبيق الطلب ويوافق عليه، ثم يحوّل لك المبلغ فورًا أو إلى محفظتك الإلكترونية، حسب الطريقة التي اخترتها عند إعداد بيانات الصرف.`)
};

export const faq_get_paid_answer_2 = /** @type {(inputs: Faq_Get_Paid_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تظهر كل الحجوزات والمبالغ المصروفة والمستحقة في تقاريرك، لتعرف دائمًا ما ربحته وما هو في الطريق إليك.`)
};

export const faq_member_1_question = /** @type {(inputs: Faq_Member_1_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أمتلك استوديو أو منشأة. كيف أستلم أرباحي؟`)
};

export const faq_member_2_answer = /** @type {(inputs: Faq_Member_2_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} تطبيق لحجز خدمات اللياقة والعناية بالصحة القريبة منك: اليوجا والبيلاتس، وجلسات الجيم، والحصص في الهواء الطلق، وجلسات السبا، ومواعيد الصالونات، والتدريب الشخصي، وكل ذلك من حساب واحد.`)
};

export const faq_member_2_question = /** @type {(inputs: Faq_Member_2_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ما هو ${i?.productName}؟`)
};

export const faq_member_3_answer = /** @type {(inputs: Faq_Member_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق، وأنشئ حسابك برقم هاتفك المحمول، وتصفّح ما هو متاح بالقرب منك. اختر حصة أو خدمة عناية، ثم موعدًا فيه أماكن متاحة، وأكّد الحجز. سيظهر حجزك في التطبيق فورًا.`)
};

export const faq_member_3_question = /** @type {(inputs: Faq_Member_3_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف أحجز حصة؟`)
};

export const faq_member_4_answer = /** @type {(inputs: Faq_Member_4_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`العضوية اشتراك شهري يتجدد تلقائيًا، ويحصل الأعضاء الجدد على تجربة مجانية لمدة 30 يومًا. يعتمد سعر الحصة أو خدمة العناية على الاتفاق بين ${i?.productName} وكل منشأة، وستراه دائمًا قبل الحجز.`)
};

export const faq_member_4_question = /** @type {(inputs: Faq_Member_4_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كم التكلفة؟`)
};

export const faq_member_5_question = /** @type {(inputs: Faq_Member_5_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أين يتوفر ${i?.productName}؟`)
};

export const faq_member_6_answer = /** @type {(inputs: Faq_Member_6_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تواصل مع فريق الدعم على ${i?.supportEmail}. يسري الإلغاء في نهاية الفترة التي دفعت قيمتها، وتحتفظ بكامل إمكانية الاستخدام حتى ذلك الحين. المبالغ المدفوعة نهائية ولا تُسترد.`)
};

export const faq_member_6_question = /** @type {(inputs: Faq_Member_6_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف ألغي اشتراكي؟`)
};

export const faq_member_7_answer = /** @type {(inputs: Faq_Member_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم، بإذن أحد الوالدين أو ولي الأمر، وعليه قراءة شروط الاستخدام معك قبل التسجيل.`)
};

export const faq_member_7_question = /** @type {(inputs: Faq_Member_7_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل يمكنني استخدام التطبيق إذا كان عمري أقل من 18 عامًا؟`)
};

export const home_art_bootcamp_place = /** @type {(inputs: Home_Art_Bootcamp_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعادي`)
};

export const home_art_bootcamp_time = /** @type {(inputs: Home_Art_Bootcamp_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`18:00 · 50 دقيقة`)
};

export const home_art_bootcamp_title = /** @type {(inputs: Home_Art_Bootcamp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بوت كامب`)
};

export const home_art_capacity = /** @type {(inputs: Home_Art_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السعة · ريفورمر`)
};

export const home_art_chip_book = /** @type {(inputs: Home_Art_Chip_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احجز`)
};

export const home_art_chip_booked = /** @type {(inputs: Home_Art_Chip_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محجوز`)
};

export const home_art_chip_full = /** @type {(inputs: Home_Art_Chip_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مكتمل`)
};

export const home_art_chip_left = /** @type {(inputs: Home_Art_Chip_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متبقٍ 3`)
};

export const home_art_day_mon = /** @type {(inputs: Home_Art_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإثنين`)
};

export const home_art_day_sat = /** @type {(inputs: Home_Art_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السبت`)
};

export const home_art_day_sun = /** @type {(inputs: Home_Art_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأحد`)
};

export const home_art_day_tue = /** @type {(inputs: Home_Art_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الثلاثاء`)
};

export const home_art_day_wed = /** @type {(inputs: Home_Art_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأربعاء`)
};

export const home_art_earnings = /** @type {(inputs: Home_Art_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12,450 ج.م`)
};

export const home_art_earnings_title = /** @type {(inputs: Home_Art_Earnings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرباح هذا الأسبوع`)
};

export const home_art_greeting = /** @type {(inputs: Home_Art_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صباح الخير يا سلمى`)
};

export const home_art_hammam_place = /** @type {(inputs: Home_Art_Hammam_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القاهرة الجديدة`)
};

export const home_art_hammam_time = /** @type {(inputs: Home_Art_Hammam_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12:00 · 90 دقيقة`)
};

export const home_art_hammam_title = /** @type {(inputs: Home_Art_Hammam_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّام مغربي`)
};

export const home_art_new_booking = /** @type {(inputs: Home_Art_New_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حجز جديد`)
};

export const home_art_new_booking_detail = /** @type {(inputs: Home_Art_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا الشروق · 07:00`)
};

export const home_art_reformer_place = /** @type {(inputs: Home_Art_Reformer_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مصر الجديدة`)
};

export const home_art_reformer_time = /** @type {(inputs: Home_Art_Reformer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09:30 · 45 دقيقة`)
};

export const home_art_reformer_title = /** @type {(inputs: Home_Art_Reformer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ريفورمر`)
};

export const home_art_spots_left = /** @type {(inputs: Home_Art_Spots_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متبقٍ مكانان متاحان`)
};

export const home_art_sunrise_place = /** @type {(inputs: Home_Art_Sunrise_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الزمالك`)
};

export const home_art_sunrise_time = /** @type {(inputs: Home_Art_Sunrise_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`07:00 · 60 دقيقة`)
};

export const home_art_sunrise_title = /** @type {(inputs: Home_Art_Sunrise_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا الشروق`)
};

export const home_art_today = /** @type {(inputs: Home_Art_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصص اليوم`)
};

export const home_benefits_1_text = /** @type {(inputs: Home_Benefits_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انشر جدول مواعيدك مرة واحدة، ثم أتِح الأماكن الإضافية متى توفرت لديك.`)
};

export const home_benefits_1_title = /** @type {(inputs: Home_Benefits_1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرض الحصص والأماكن المتاحة`)
};

export const home_benefits_2_text = /** @type {(inputs: Home_Benefits_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد عدد الأعضاء في كل حصة، ويُغلق الحجز فور اكتمال العدد.`)
};

export const home_benefits_2_title = /** @type {(inputs: Home_Benefits_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد السعة`)
};

export const home_benefits_3_text = /** @type {(inputs: Home_Benefits_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تابع الحجوزات والحضور والأرباح حسب الحصة واليوم والأسبوع بنظرة سريعة.`)
};

export const home_benefits_3_title = /** @type {(inputs: Home_Benefits_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقارير واضحة`)
};

export const home_benefits_4_text = /** @type {(inputs: Home_Benefits_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلب صرف أرباحك من التطبيق واستلمها فورًا أو بالتحويل إلى المحفظة الإلكترونية.`)
};

export const home_benefits_4_title = /** @type {(inputs: Home_Benefits_4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استلم أرباحك بسرعة`)
};

export const home_benefits_5_text = /** @type {(inputs: Home_Benefits_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دع الأعضاء يكتشفونك من القاهرة والإسكندرية إلى البحر الأحمر وأسوان.`)
};

export const home_benefits_5_title = /** @type {(inputs: Home_Benefits_5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتشر في كل أنحاء مصر`)
};

export const home_benefits_6_text = /** @type {(inputs: Home_Benefits_6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا رسوم تأسيس ولا أوراق للبدء. أنشئ صفحتك اليوم.`)
};

export const home_benefits_6_title = /** @type {(inputs: Home_Benefits_6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل مجاني`)
};

export const home_benefits_eyebrow = /** @type {(inputs: Home_Benefits_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لماذا يختارنا شركاؤنا`)
};

export const home_benefits_lead = /** @type {(inputs: Home_Benefits_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صمّمناه مع أصحاب الاستوديوهات والمنشآت في مصر، ليناسب طريقتك في إدارة نشاطك.`)
};

export const home_benefits_title = /** @type {(inputs: Home_Benefits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما تحتاجه لملء كل مكان متاح`)
};

export const home_earnings_eyebrow = /** @type {(inputs: Home_Earnings_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأرباح`)
};

export const home_earnings_find_out = /** @type {(inputs: Home_Earnings_Find_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرف أكثر`)
};

export const home_earnings_get_started = /** @type {(inputs: Home_Earnings_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ الآن`)
};

export const home_earnings_lead = /** @type {(inputs: Home_Earnings_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كل مكان فارغ دخل يفوتك. اعرف كيف يتم صرف الأرباح، وما الذي يمكن أن تضيفه شراكتك مع ${i?.productName} إلى دخلك الشهري.`)
};

export const home_earnings_title = /** @type {(inputs: Home_Earnings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كم يمكن أن يربح نشاطك؟`)
};

export const home_gallery_eyebrow = /** @type {(inputs: Home_Gallery_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مصمَّم لكل أنواع العناية بالصحة`)
};

export const home_gallery_gym_text = /** @type {(inputs: Home_Gallery_Gym_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تذاكر دخول ليوم واحد وجلسات تدريب شخصي.`)
};

export const home_gallery_gym_title = /** @type {(inputs: Home_Gallery_Gym_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جيم`)
};

export const home_gallery_lead = /** @type {(inputs: Home_Gallery_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من يوجا الصباح الباكر إلى تصفيف الشعر يوم الجمعة، يحجز الأعضاء كل ذلك على ${i?.productName}.`)
};

export const home_gallery_outdoor_text = /** @type {(inputs: Home_Gallery_Outdoor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معسكرات تدريب ونوادي جري وجلسات على الشاطئ.`)
};

export const home_gallery_outdoor_title = /** @type {(inputs: Home_Gallery_Outdoor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصص في الهواء الطلق`)
};

export const home_gallery_salon_text = /** @type {(inputs: Home_Gallery_Salon_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الشعر والأظافر والعناية الشخصية بالحجز المسبق.`)
};

export const home_gallery_salon_title = /** @type {(inputs: Home_Gallery_Salon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صالون`)
};

export const home_gallery_spa_text = /** @type {(inputs: Home_Gallery_Spa_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مساج وحمام مغربي وجلسات عناية للاسترخاء.`)
};

export const home_gallery_spa_title = /** @type {(inputs: Home_Gallery_Spa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبا`)
};

export const home_gallery_studio_text = /** @type {(inputs: Home_Gallery_Studio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصص بيلاتس وسبينينج ورقص وملاكمة.`)
};

export const home_gallery_studio_title = /** @type {(inputs: Home_Gallery_Studio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لياقة في الاستوديو`)
};

export const home_gallery_title = /** @type {(inputs: Home_Gallery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منصة واحدة، وكل الطرق لتشعر بالراحة`)
};

export const home_gallery_yoga_text = /** @type {(inputs: Home_Gallery_Yoga_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا الفلو والين واليوجا الساخنة لكل المستويات.`)
};

export const home_gallery_yoga_title = /** @type {(inputs: Home_Gallery_Yoga_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} للأعمال`)
};

export const home_hero_highlight_1 = /** @type {(inputs: Home_Hero_Highlight_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل مجاني`)
};

export const home_hero_highlight_2 = /** @type {(inputs: Home_Hero_Highlight_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متاح في كل أنحاء مصر`)
};

export const home_hero_highlight_3 = /** @type {(inputs: Home_Hero_Highlight_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف سريع للأرباح`)
};

export const home_hero_lead = /** @type {(inputs: Home_Hero_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اعرض الاستوديو أو الجيم أو السبا أو الصالون الخاص بك على ${i?.productName} واستقبل حجوزات الأعضاء من كل أنحاء مصر. أتِح الأماكن عندما تتوفر لديك، وحدّد السعة، وتابع أرباحك، وكل ذلك من تطبيق واحد.`)
};

export const home_hero_primary_logged_in = /** @type {(inputs: Home_Hero_Primary_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل تطبيق الأعمال`)
};

export const home_hero_primary_logged_out = /** @type {(inputs: Home_Hero_Primary_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاط تجاري مجانًا`)
};

export const home_hero_secondary = /** @type {(inputs: Home_Hero_SecondaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرف طريقة العمل`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`املأ كل حصة وكبّر نشاطك في مجال اللياقة والعناية بالصحة`)
};

export const home_partner_eyebrow = /** @type {(inputs: Home_Partner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كن شريكًا لنا`)
};

export const home_partner_lead = /** @type {(inputs: Home_Partner_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يستخدم الأعضاء تطبيق ${i?.productName} للعثور على حصتهم أو جلستهم أو خدمة العناية التالية، ويستخدمه الشركاء لملء الأماكن التي كانت ستبقى فارغة. أخبرنا بطريقة عملك وابدأ خلال دقائق.`)
};

export const home_partner_studio_label = /** @type {(inputs: Home_Partner_Studio_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صاحب استوديو`)
};

export const home_partner_studio_text = /** @type {(inputs: Home_Partner_Studio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استوديوهات اليوجا والبيلاتس والرقص والملاكمة وتمارين HIIT التي تقدّم حصصًا وفق جدول مواعيد.`)
};

export const home_partner_studio_title = /** @type {(inputs: Home_Partner_Studio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدير استوديو`)
};

export const home_partner_title = /** @type {(inputs: Home_Partner_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انضم بنشاطك إلى ${i?.productName}`)
};

export const home_partner_venue_label = /** @type {(inputs: Home_Partner_Venue_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صاحب منشأة`)
};

export const home_partner_venue_text = /** @type {(inputs: Home_Partner_Venue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صالات الجيم والسبا والصالونات وحمامات السباحة والملاعب التي يحجز الأعضاء مرافقها بالجلسة.`)
};

export const home_partner_venue_title = /** @type {(inputs: Home_Partner_Venue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدير منشأة`)
};

export const how_art_booked_add_to_calendar = /** @type {(inputs: How_Art_Booked_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف إلى التقويم`)
};

export const how_art_booked_class = /** @type {(inputs: How_Art_Booked_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا الشروق`)
};

export const how_art_booked_class_label = /** @type {(inputs: How_Art_Booked_Class_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحصة`)
};

export const how_art_booked_place = /** @type {(inputs: How_Art_Booked_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الزمالك`)
};

export const how_art_booked_spot = /** @type {(inputs: How_Art_Booked_SpotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المكان 3 من 16`)
};

export const how_art_booked_subtitle = /** @type {(inputs: How_Art_Booked_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نراك على السجادة`)
};

export const how_art_booked_title = /** @type {(inputs: How_Art_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حجزك!`)
};

export const how_art_booked_when = /** @type {(inputs: How_Art_Booked_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإثنين 14 · 07:00`)
};

export const how_art_booked_when_label = /** @type {(inputs: How_Art_Booked_When_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموعد`)
};

export const how_art_routine_add = /** @type {(inputs: How_Art_Routine_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ أضف`)
};

export const how_art_routine_mon_day = /** @type {(inputs: How_Art_Routine_Mon_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإثنين`)
};

export const how_art_routine_mon_title = /** @type {(inputs: How_Art_Routine_Mon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا الشروق`)
};

export const how_art_routine_sat_day = /** @type {(inputs: How_Art_Routine_Sat_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السبت`)
};

export const how_art_routine_sat_title = /** @type {(inputs: How_Art_Routine_Sat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّام مغربي ومساج`)
};

export const how_art_routine_saved = /** @type {(inputs: How_Art_Routine_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`640 ج.م`)
};

export const how_art_routine_saved_title = /** @type {(inputs: How_Art_Routine_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وفّرت هذا الشهر`)
};

export const how_art_routine_sessions = /** @type {(inputs: How_Art_Routine_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 جلسات هذا الأسبوع`)
};

export const how_art_routine_thu_day = /** @type {(inputs: How_Art_Routine_Thu_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخميس`)
};

export const how_art_routine_thu_title = /** @type {(inputs: How_Art_Routine_Thu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بيلاتس ريفورمر`)
};

export const how_art_routine_title = /** @type {(inputs: How_Art_Routine_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روتيني`)
};

export const how_art_routine_wed_day = /** @type {(inputs: How_Art_Routine_Wed_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأربعاء`)
};

export const how_art_routine_wed_title = /** @type {(inputs: How_Art_Routine_Wed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نادي الجري، المعادي`)
};

export const how_businesses_faq_eyebrow = /** @type {(inputs: How_Businesses_Faq_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأسئلة الشائعة`)
};

export const how_businesses_faq_title = /** @type {(inputs: How_Businesses_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أسئلة الأنشطة التجارية`)
};

export const how_businesses_step_1_text = /** @type {(inputs: How_Businesses_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاطك التجاري برقم هاتفك المحمول. يستغرق ذلك دقائق قليلة ولا يكلّفك شيئًا.`)
};

export const how_businesses_step_1_title = /** @type {(inputs: How_Businesses_Step_1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل مجانًا`)
};

export const how_businesses_step_2_text = /** @type {(inputs: How_Businesses_Step_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف الصور وحصصك وخدماتك وجدول مواعيدك وعدد الأعضاء في كل جلسة.`)
};

export const how_businesses_step_2_title = /** @type {(inputs: How_Businesses_Step_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جهّز صفحتك`)
};

export const how_businesses_step_3_text = /** @type {(inputs: How_Businesses_Step_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أتِح الأماكن متى توفرت لديك، وتابع الحجوزات في تقاريرك، واطلب صرف أرباحك من التطبيق.`)
};

export const how_businesses_step_3_title = /** @type {(inputs: How_Businesses_Step_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زِد إيراداتك`)
};

export const how_businesses_steps_eyebrow = /** @type {(inputs: How_Businesses_Steps_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للأنشطة التجارية`)
};

export const how_businesses_steps_title = /** @type {(inputs: How_Businesses_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ في استقبال الحجوزات بثلاث خطوات`)
};

export const how_download_eyebrow = /** @type {(inputs: How_Download_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق`)
};

export const how_download_lead = /** @type {(inputs: How_Download_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متاح على iPhone وAndroid. سجّل برقم هاتفك المحمول وابدأ تجربتك المجانية لمدة 30 يومًا.`)
};

export const how_download_title = /** @type {(inputs: How_Download_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حمّل ${i?.productName} واحجز أول حصة لك`)
};

export const how_get_started_lead = /** @type {(inputs: How_Get_Started_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حسابك المجاني اليوم، وانشر أول أماكنك المتاحة هذا الأسبوع.`)
};

export const how_get_started_logged_in = /** @type {(inputs: How_Get_Started_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل تطبيق الأعمال`)
};

export const how_get_started_logged_out = /** @type {(inputs: How_Get_Started_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ الآن`)
};

export const how_get_started_title = /** @type {(inputs: How_Get_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مستعد لملء حصتك القادمة؟`)
};

export const how_hero_eyebrow = /** @type {(inputs: How_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طريقة العمل`)
};

export const how_hero_lead = /** @type {(inputs: How_Hero_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يوصل ${i?.productName} من يريدون الحركة والاسترخاء والشعور بالراحة بالاستوديوهات وصالات الجيم والسبا والصالونات التي تحقق لهم ذلك. اختر الجانب الذي يناسبك لترى كيف يعمل معك.`)
};

export const how_hero_title = /** @type {(inputs: How_Hero_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كيف يعمل ${i?.productName}`)
};

export const how_members_about_eyebrow = /** @type {(inputs: How_Members_About_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عن أعضاء ${i?.productName}`)
};

export const how_members_about_paragraph_1 = /** @type {(inputs: How_Members_About_Paragraph_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أعضاء ${i?.productName} طلاب وآباء وأمهات وموظفون يريدون التنوع دون التعاقد مع كل استوديو على حدة. تطبيق واحد يتيح لهم تجربة حصة ريفورمر يوم الإثنين، وجري وقت الغروب يوم الأربعاء، وحمّام مغربي في عطلة نهاية الأسبوع.`)
};

export const how_members_about_paragraph_2 = /** @type {(inputs: How_Members_About_Paragraph_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعرض كل حصة موعدها ومكانها وسعرها والأماكن المتاحة فيها قبل الحجز، فلا يستغرق تخطيط أسبوعك أكثر من دقيقة.`)
};

export const how_members_about_point_1 = /** @type {(inputs: How_Members_About_Point_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصص وجلسات وخدمات عناية`)
};

export const how_members_about_point_2 = /** @type {(inputs: How_Members_About_Point_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احجز بلمسات قليلة`)
};

export const how_members_about_point_3 = /** @type {(inputs: How_Members_About_Point_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متاح في كل أنحاء مصر`)
};

export const how_members_about_title = /** @type {(inputs: How_Members_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لكل من يحب أن يظل في حركة`)
};

export const how_members_faq_eyebrow = /** @type {(inputs: How_Members_Faq_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأسئلة الشائعة`)
};

export const how_members_faq_title = /** @type {(inputs: How_Members_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أسئلة الأعضاء`)
};

export const how_members_step_1_text = /** @type {(inputs: How_Members_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق وسجّل برقم هاتفك المحمول. يبدأ الأعضاء الجدد بتجربة مجانية لمدة 30 يومًا.`)
};

export const how_members_step_1_title = /** @type {(inputs: How_Members_Step_1_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انضم إلى ${i?.productName}`)
};

export const how_members_step_2_text = /** @type {(inputs: How_Members_Step_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اجمع بين اليوجا وجلسات الجيم والحصص في الهواء الطلق وأيام السبا في خطة أسبوعية تناسب حياتك.`)
};

export const how_members_step_2_title = /** @type {(inputs: How_Members_Step_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صمّم روتينك الخاص`)
};

export const how_members_step_3_text = /** @type {(inputs: How_Members_Step_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احجز الحصص وخدمات العناية بأسعار الأعضاء، مع حفظ كل حجوزاتك في مكان واحد.`)
};

export const how_members_step_3_title = /** @type {(inputs: How_Members_Step_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وفّر في العناية بنفسك`)
};

export const how_members_steps_eyebrow = /** @type {(inputs: How_Members_Steps_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لأعضاء ${i?.productName}`)
};

export const how_members_steps_title = /** @type {(inputs: How_Members_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشعر بتحسّن في ثلاث خطوات`)
};

export const how_next_step_1 = /** @type {(inputs: How_Next_Step_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق من App Store أو Google Play.`)
};

export const how_next_step_2 = /** @type {(inputs: How_Next_Step_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول برقم الهاتف وكلمة المرور اللذين استخدمتهما هنا.`)
};

export const how_next_step_3 = /** @type {(inputs: How_Next_Step_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف بيانات صفحتك وحصصك والأماكن المتاحة، ثم ابدأ في استقبال الحجوزات.`)
};

export const how_next_step_eyebrow = /** @type {(inputs: How_Next_Step_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطوتك التالية`)
};

export const how_next_step_lead = /** @type {(inputs: How_Next_Step_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك جاهز. حمّل التطبيق وسجّل الدخول برقم الهاتف وكلمة المرور نفسيهما.`)
};

export const how_next_step_title = /** @type {(inputs: How_Next_Step_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حمّل تطبيق ${i?.productName} وجهّز نشاطك`)
};

export const how_signup_bullet_1 = /** @type {(inputs: How_Signup_Bullet_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا رسوم تأسيس ولا أوراق`)
};

export const how_signup_bullet_2 = /** @type {(inputs: How_Signup_Bullet_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرض الحصص والجلسات وخدمات العناية`)
};

export const how_signup_bullet_3 = /** @type {(inputs: How_Signup_Bullet_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد السعة وجدول المواعيد بنفسك`)
};

export const how_signup_bullet_4 = /** @type {(inputs: How_Signup_Bullet_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف الأرباح فورًا أو بالتحويل إلى المحفظة الإلكترونية`)
};

export const how_signup_card_text = /** @type {(inputs: How_Signup_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنرسل رمزًا من ستة أرقام إلى هاتفك لتأكيد رقمك.`)
};

export const how_signup_card_title = /** @type {(inputs: How_Signup_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل خلال دقائق`)
};

export const how_signup_cta = /** @type {(inputs: How_Signup_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حسابًا مجانيًا`)
};

export const how_signup_eyebrow = /** @type {(inputs: How_Signup_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انضمام مجاني`)
};

export const how_signup_lead = /** @type {(inputs: How_Signup_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انضم إلى الاستوديوهات وصالات الجيم والسبا والصالونات التي تنمو مع ${i?.productName} في كل أنحاء مصر.`)
};

export const how_signup_title = /** @type {(inputs: How_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاطك التجاري`)
};

export const how_tabs_businesses = /** @type {(inputs: How_Tabs_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للأنشطة التجارية`)
};

export const how_tabs_label = /** @type {(inputs: How_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لمن هذه الخدمة`)
};

export const how_tabs_members = /** @type {(inputs: How_Tabs_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لأعضاء ${i?.productName}`)
};

export const nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من نحن`)
};

export const nav_contact_us = /** @type {(inputs: Nav_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تواصل معنا`)
};

export const nav_how_it_works = /** @type {(inputs: Nav_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف يعمل`)
};