export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Awards_FailedInputs = {};
export type About_Awards_HeadingInputs = {};
export type About_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type About_Figures_HeadingInputs = {};
export type About_Follow_HeadingInputs = {};
export type About_Follow_IntroInputs = {};
export type About_IntroInputs = {};
export type About_Leadership_FailedInputs = {};
export type About_Leadership_HeadingInputs = {};
export type About_LoadingInputs = {};
export type About_Logo_Best_In_RegionInputs = {};
export type About_Logo_Consumer_TrustInputs = {};
export type About_Logo_Services_AllianceInputs = {};
export type About_Logo_Warranty_AssociationInputs = {};
export type About_Logos_HeadingInputs = {};
export type About_Story_FamilyInputs = {
    brand: NonNullable<unknown>;
};
export type About_Story_HeadingInputs = {};
export type About_Story_WhatInputs = {
    brand: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type About_Story_WhereInputs = {};
export type About_TitleInputs = {};
export type Benefits_Clients_TextInputs = {};
export type Benefits_Clients_TitleInputs = {};
export type Benefits_Closings_TextInputs = {};
export type Benefits_Closings_TitleInputs = {};
export type Benefits_Education_All_TextInputs = {};
export type Benefits_Education_All_TitleInputs = {};
export type Benefits_Education_Buying_TextInputs = {};
export type Benefits_Education_Buying_TitleInputs = {};
export type Benefits_Education_HeadingInputs = {};
export type Benefits_Education_Repairs_TextInputs = {};
export type Benefits_Education_Repairs_TitleInputs = {};
export type Benefits_Education_Warranty_TextInputs = {};
export type Benefits_Education_Warranty_TitleInputs = {};
export type Benefits_HeadingInputs = {
    brand: NonNullable<unknown>;
};
export type Benefits_IntroInputs = {
    brand: NonNullable<unknown>;
};
export type Benefits_Listings_TextInputs = {};
export type Benefits_Listings_TitleInputs = {};
export type Benefits_Rep_TextInputs = {};
export type Benefits_Rep_TitleInputs = {};
export type Brochure_Address_OptionalInputs = {};
export type Brochure_Download_FrameInputs = {};
export type Brochure_DownloadingInputs = {};
export type Brochure_Error_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Brochure_Form_LabelInputs = {};
export type Brochure_HeadingInputs = {};
export type Brochure_LanguageInputs = {};
export type Brochure_Language_EnglishInputs = {};
export type Brochure_Language_SpanishInputs = {};
export type Brochure_Phone_OptionalInputs = {};
export type Brochure_Point_AttachInputs = {};
export type Brochure_Point_PrintInputs = {};
export type Brochure_Point_ShareInputs = {};
export type Brochure_PreparingInputs = {};
export type Brochure_Real_Estate_QuestionInputs = {};
export type Brochure_SubmitInputs = {};
export type Brochure_TextInputs = {};
export type Chat_CloseInputs = {};
export type Chat_Message_LabelInputs = {};
export type Chat_SendInputs = {};
export type Chat_TitleInputs = {};
export type Claim_Answer_DateInputs = {};
export type Claim_Answer_Date_BetweenInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Claim_Answer_Date_FromInputs = {
    min: NonNullable<unknown>;
};
export type Claim_Answer_Date_UntilInputs = {
    max: NonNullable<unknown>;
};
export type Claim_Answer_Five_StarInputs = {};
export type Claim_Answer_InitialsInputs = {};
export type Claim_Answer_NoneInputs = {};
export type Claim_Answer_Not_AnsweredInputs = {};
export type Claim_Answer_NumberInputs = {};
export type Claim_Answer_Number_At_LeastInputs = {
    min: NonNullable<unknown>;
};
export type Claim_Answer_Number_At_MostInputs = {
    max: NonNullable<unknown>;
};
export type Claim_Answer_Number_BetweenInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Claim_Answer_OptionInputs = {};
export type Claim_Answer_OptionsInputs = {};
export type Claim_Answer_RequiredInputs = {};
export type Claim_Answer_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Answer_TextInputs = {};
export type Claim_Answer_Too_LongInputs = {
    maxLength: NonNullable<unknown>;
};
export type Claim_Answer_Yes_NoInputs = {};
export type Claim_BackInputs = {};
export type Claim_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_CancelInputs = {};
export type Claim_Card_ExpiredInputs = {
    card: NonNullable<unknown>;
};
export type Claim_Card_RequiredInputs = {};
export type Claim_Cards_LoadingInputs = {};
export type Claim_Check_FailureInputs = {};
export type Claim_CheckingInputs = {};
export type Claim_Checking_TitleInputs = {};
export type Claim_Choose_ItemInputs = {};
export type Claim_Choose_PlanInputs = {};
export type Claim_CloseInputs = {};
export type Claim_Contact_EmailInputs = {};
export type Claim_Contact_Email_InvalidInputs = {};
export type Claim_Contact_Email_RequiredInputs = {};
export type Claim_Contact_Method_EmailInputs = {};
export type Claim_Contact_Method_LegendInputs = {};
export type Claim_Contact_Method_PhoneInputs = {};
export type Claim_Contact_Method_TextInputs = {};
export type Claim_Contact_NameInputs = {};
export type Claim_Contact_Name_RequiredInputs = {};
export type Claim_Contact_PhoneInputs = {};
export type Claim_Contact_Phone_IncompleteInputs = {};
export type Claim_Contact_Phone_RequiredInputs = {};
export type Claim_Contact_Time_AfternoonInputs = {};
export type Claim_Contact_Time_AnytimeInputs = {};
export type Claim_Contact_Time_EveningInputs = {};
export type Claim_Contact_Time_LabelInputs = {};
export type Claim_Contact_Time_MorningInputs = {};
export type Claim_Contact_TitleInputs = {};
export type Claim_ContinueInputs = {};
export type Claim_Covered_TitleInputs = {};
export type Claim_DateInputs = {};
export type Claim_Default_CardInputs = {};
export type Claim_Dialog_TitleInputs = {};
export type Claim_DoneInputs = {};
export type Claim_Done_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Claim_Done_TitleInputs = {};
export type Claim_Failed_Back_To_QuestionsInputs = {};
export type Claim_Failed_Back_To_ReviewInputs = {};
export type Claim_Failed_DeclinedInputs = {};
export type Claim_Failed_LostInputs = {};
export type Claim_Failed_Other_CardInputs = {};
export type Claim_Failed_Other_TimeInputs = {};
export type Claim_Failed_Review_FeeInputs = {};
export type Claim_Failed_TitleInputs = {};
export type Claim_Failed_Try_AgainInputs = {};
export type Claim_Fee_TextInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Fee_TitleInputs = {};
export type Claim_Flow_Broken_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Flow_Broken_TitleInputs = {};
export type Claim_Item_Add_OnInputs = {};
export type Claim_Item_TitleInputs = {};
export type Claim_Items_Load_FailureInputs = {};
export type Claim_Items_LoadingInputs = {};
export type Claim_Items_NoneInputs = {};
export type Claim_Leave_NoInputs = {};
export type Claim_Leave_TextInputs = {};
export type Claim_Leave_TitleInputs = {};
export type Claim_Leave_YesInputs = {};
export type Claim_Menu_New_Service_RequestInputs = {};
export type Claim_Menu_Service_RequestsInputs = {};
export type Claim_Needs_ConnectionInputs = {};
export type Claim_New_CardInputs = {};
export type Claim_New_Card_OfflineInputs = {};
export type Claim_NoInputs = {};
export type Claim_No_PlansInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_No_Saved_Card_OfflineInputs = {};
export type Claim_No_TimeInputs = {};
export type Claim_Not_AuthorizedInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Not_Covered_TitleInputs = {};
export type Claim_Note_TitleInputs = {};
export type Claim_Offline_ItemsInputs = {};
export type Claim_Offline_UncheckedInputs = {};
export type Claim_Page_Go_To_AccountInputs = {};
export type Claim_Page_IntroInputs = {};
export type Claim_Page_StartInputs = {};
export type Claim_Page_TitleInputs = {};
export type Claim_Pay_WithInputs = {};
export type Claim_Payment_New_Card_LabelInputs = {};
export type Claim_Permission_To_EnterInputs = {};
export type Claim_Photo_FailureInputs = {};
export type Claim_Photo_Failure_BecauseInputs = {
    reason: NonNullable<unknown>;
};
export type Claim_Photo_Failure_ConnectionInputs = {};
export type Claim_Photo_HelpInputs = {};
export type Claim_Photo_LabelInputs = {};
export type Claim_Photo_OfflineInputs = {};
export type Claim_Photo_PreviewInputs = {};
export type Claim_Photo_RemoveInputs = {};
export type Claim_Photo_Send_AgainInputs = {};
export type Claim_Photo_SendingInputs = {};
export type Claim_Photo_SentInputs = {};
export type Claim_Photo_SkipInputs = {};
export type Claim_Photo_TitleInputs = {};
export type Claim_Photo_Too_LargeInputs = {
    size: NonNullable<unknown>;
};
export type Claim_Photo_Wrong_TypeInputs = {};
export type Claim_Plan_TitleInputs = {};
export type Claim_Plans_Load_FailureInputs = {};
export type Claim_Plans_LoadingInputs = {};
export type Claim_Plans_OfflineInputs = {};
export type Claim_Question_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Claim_Question_OfInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Claim_Question_Of_Up_ToInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Claim_Question_OptionalInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Questions_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Questions_Load_FailureInputs = {};
export type Claim_Questions_LoadingInputs = {};
export type Claim_Questions_OfflineInputs = {};
export type Claim_Questions_TitleInputs = {};
export type Claim_Queue_Check_And_ResendInputs = {};
export type Claim_Queue_Check_FailureInputs = {};
export type Claim_Queue_ClearInputs = {};
export type Claim_Queue_ConfirmInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_Confirm_CardInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Claim_Queue_Confirm_When_OnlineInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_DescribeInputs = {};
export type Claim_Queue_DiscardInputs = {};
export type Claim_Queue_Discard_TextInputs = {
    item: NonNullable<unknown>;
};
export type Claim_Queue_Discard_TitleInputs = {};
export type Claim_Queue_Fee_Changed_TextInputs = {
    amount: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Claim_Queue_Fee_Changed_TitleInputs = {};
export type Claim_Queue_Fee_NowInputs = {};
export type Claim_Queue_ItemInputs = {
    item: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Claim_Queue_Item_FeeInputs = {
    item: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Claim_Queue_KeepInputs = {};
export type Claim_Queue_Not_AuthorizedInputs = {};
export type Claim_Queue_Not_NowInputs = {};
export type Claim_Queue_Not_SentInputs = {};
export type Claim_Queue_RefusedInputs = {};
export type Claim_Queue_ResendInputs = {};
export type Claim_Queue_Resend_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_Resend_TitleInputs = {};
export type Claim_Queue_Send_And_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_Send_NowInputs = {};
export type Claim_Queue_SendingInputs = {};
export type Claim_Queue_SentInputs = {
    number: NonNullable<unknown>;
};
export type Claim_Queue_TitleInputs = {};
export type Claim_Queue_WaitingInputs = {};
export type Claim_Refused_TitleInputs = {};
export type Claim_Review_Adult_HomeInputs = {};
export type Claim_Review_AnswersInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Review_ContactInputs = {};
export type Claim_Review_Fee_NoneInputs = {};
export type Claim_Review_ItemInputs = {};
export type Claim_Review_OfflineInputs = {};
export type Claim_Review_Offline_FeeInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Review_PhotoInputs = {};
export type Claim_Review_Photo_NoneInputs = {};
export type Claim_Review_Photo_OfflineInputs = {
    name: NonNullable<unknown>;
};
export type Claim_Review_PlanInputs = {};
export type Claim_Review_TitleInputs = {};
export type Claim_Review_VisitInputs = {};
export type Claim_Safety_ImportantInputs = {};
export type Claim_Safety_TextInputs = {};
export type Claim_Safety_TitleInputs = {};
export type Claim_Safety_UnderstandInputs = {};
export type Claim_Save_For_LaterInputs = {};
export type Claim_Saved_FeeInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Saved_No_FeeInputs = {};
export type Claim_Saved_TextInputs = {
    item: NonNullable<unknown>;
};
export type Claim_Saved_TitleInputs = {};
export type Claim_Sending_TitleInputs = {};
export type Claim_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Submit_And_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Submit_RequestInputs = {};
export type Claim_Success_EmergencyInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Success_Next_Business_DayInputs = {};
export type Claim_Time_FindingInputs = {};
export type Claim_Time_LegendInputs = {};
export type Claim_Time_Load_FailureInputs = {};
export type Claim_Time_NoneInputs = {};
export type Claim_Time_NoteInputs = {};
export type Claim_Time_TitleInputs = {};
export type Claim_Try_AgainInputs = {};
export type Claim_View_HistoryInputs = {};
export type Claim_YesInputs = {};
export type Claim_Your_AnswerInputs = {};
export type Claim_Your_Answer_InInputs = {
    unit: NonNullable<unknown>;
};
export type Claim_Your_InitialsInputs = {};
export type Claim_Your_PlansInputs = {};
export type Claims_Assign_FigureInputs = {};
export type Claims_Assign_TextInputs = {};
export type Claims_Award_FigureInputs = {};
export type Claims_Award_TextInputs = {};
export type Claims_HeadingInputs = {};
export type Claims_Homeowners_FigureInputs = {};
export type Claims_Homeowners_TextInputs = {};
export type Claims_Parts_FigureInputs = {};
export type Claims_Parts_TextInputs = {};
export type Claims_Price_FigureInputs = {};
export type Claims_Price_TextInputs = {};
export type Claims_Saving_FigureInputs = {};
export type Claims_Saving_TextInputs = {};
export type Claims_Staff_FigureInputs = {};
export type Claims_Staff_TextInputs = {};
export type Common_Article_Load_Failure_TextInputs = {};
export type Common_Article_Load_Failure_TitleInputs = {};
export type Common_Brochure_Error_TextInputs = {};
export type Common_Brochure_Error_TitleInputs = {};
export type Common_Change_Password_BreachedInputs = {};
export type Common_Change_Password_Current_IncorrectInputs = {};
export type Common_Change_Password_Current_RequiredInputs = {};
export type Common_Change_Password_FailureInputs = {};
export type Common_Change_Password_Reset_Link_SpentInputs = {
    minutes: NonNullable<unknown>;
};
export type Common_Change_Password_Same_As_CurrentInputs = {};
export type Common_Change_Password_SuccessInputs = {};
export type Common_Chat_Answer_TimeInputs = {};
export type Common_Chat_FailedInputs = {
    phone: NonNullable<unknown>;
};
export type Common_Chat_SentInputs = {};
export type Common_Contact_Email_InvalidInputs = {};
export type Common_Contact_Email_RequiredInputs = {};
export type Common_Contact_Message_RequiredInputs = {};
export type Common_Contact_SuccessInputs = {};
export type Common_Convert_Failure_TitleInputs = {};
export type Common_Coupon_FailureInputs = {};
export type Common_Coupon_SuccessInputs = {
    amount: NonNullable<unknown>;
};
export type Common_Default_Payment_Method_FailureInputs = {};
export type Common_Dispatch_Change_Discount_TextInputs = {
    preAuthorizedAmount: NonNullable<unknown>;
    newDiscount: NonNullable<unknown>;
};
export type Common_Dispatch_Change_Discount_TitleInputs = {};
export type Common_Dispatch_Save_FailureInputs = {};
export type Common_Dispatch_Save_SuccessInputs = {};
export type Common_Dispatch_Submission_CancelledInputs = {};
export type Common_Feature_Flags_Load_FailureInputs = {};
export type Common_File_Upload_FailureInputs = {};
export type Common_File_Upload_SendingInputs = {};
export type Common_File_Upload_SuccessInputs = {};
export type Common_Forgot_Password_Email_InvalidInputs = {};
export type Common_Forgot_Password_Email_RequiredInputs = {};
export type Common_Forgot_Password_SuccessInputs = {
    email: NonNullable<unknown>;
};
export type Common_Forgot_Password_TextInputs = {};
export type Common_Forgot_Password_TitleInputs = {};
export type Common_Geolocation_Timed_OutInputs = {};
export type Common_Geolocation_UnsupportedInputs = {};
export type Common_Impersonation_FailureInputs = {};
export type Common_Initialization_Essential_Scripts_FailedInputs = {};
export type Common_Initialization_OfflineInputs = {};
export type Common_Initialization_Timed_OutInputs = {};
export type Common_Login_Error_TextInputs = {};
export type Common_Login_Error_TitleInputs = {};
export type Common_Login_Link_InvalidInputs = {};
export type Common_Login_Repair_TitleInputs = {};
export type Common_Login_Session_ExpiredInputs = {};
export type Common_Login_TitleInputs = {};
export type Common_Login_Too_Many_AttemptsInputs = {};
export type Common_Login_Unsent_KeptInputs = {
    count: NonNullable<unknown>;
};
export type Common_Merge_AutomaticInputs = {};
export type Common_Merge_SuccessInputs = {};
export type Common_Newsletter_Confirm_ButtonInputs = {};
export type Common_Newsletter_Confirm_InvalidInputs = {};
export type Common_Newsletter_Confirm_SentInputs = {
    email: NonNullable<unknown>;
};
export type Common_Newsletter_Confirm_Sent_TitleInputs = {};
export type Common_Newsletter_Confirm_TextInputs = {};
export type Common_Newsletter_Confirm_TitleInputs = {};
export type Common_Newsletter_Confirmed_TitleInputs = {};
export type Common_Newsletter_FailureInputs = {};
export type Common_Newsletter_Failure_TitleInputs = {};
export type Common_Newsletter_Field_ErrorInputs = {};
export type Common_Newsletter_Field_InvalidInputs = {};
export type Common_Newsletter_Invalid_TextInputs = {};
export type Common_Newsletter_Invalid_TitleInputs = {};
export type Common_Newsletter_SuccessInputs = {
    email: NonNullable<unknown>;
};
export type Common_Newsletter_Success_TitleInputs = {};
export type Common_No_Service_TextInputs = {};
export type Common_No_Service_TitleInputs = {};
export type Common_Not_Found_Go_BackInputs = {};
export type Common_Not_Found_TextInputs = {};
export type Common_Not_Found_TitleInputs = {};
export type Common_Order_Complete_TextInputs = {};
export type Common_Order_Complete_TitleInputs = {};
export type Common_Partner_Failure_TitleInputs = {};
export type Common_Partner_SuccessInputs = {};
export type Common_Payment_SuccessInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Common_Quick_Order_Budget_RequiredInputs = {};
export type Common_Quick_Order_Budget_Too_LargeInputs = {
    most: NonNullable<unknown>;
};
export type Common_Quote_Address_RequiredInputs = {};
export type Common_Quote_Email_InvalidInputs = {};
export type Common_Quote_Email_RequiredInputs = {};
export type Common_Quote_Error_TitleInputs = {};
export type Common_Quote_Name_RequiredInputs = {};
export type Common_Quote_Phone_RequiredInputs = {};
export type Common_Quote_Zip_RequiredInputs = {};
export type Common_Required_LabelInputs = {};
export type Common_Service_Request_Authorization_Failure_TitleInputs = {};
export type Common_Service_Request_Claim_FailureInputs = {};
export type Common_Service_Request_Send_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Common_Service_Request_SubmittingInputs = {};
export type Common_Service_Request_Success_After_HoursInputs = {};
export type Common_Service_Request_Success_In_HoursInputs = {};
export type Common_Status_Update_Cancel_FailureInputs = {};
export type Common_Status_Update_Cancel_Success_TextInputs = {};
export type Common_Status_Update_Cancel_Success_TitleInputs = {};
export type Common_Status_Update_FailureInputs = {};
export type Common_Status_Update_Success_TextInputs = {};
export type Common_Status_Update_Success_TitleInputs = {};
export type Common_Streem_Signup_Email_InvalidInputs = {};
export type Common_Streem_Signup_FailureInputs = {};
export type Common_Streem_Signup_Phone_LengthInputs = {};
export type Common_Streem_Signup_Phone_RequiredInputs = {};
export type Common_Streem_Signup_RequiredInputs = {
    field: NonNullable<unknown>;
};
export type Common_Streem_Signup_SuccessInputs = {};
export type Common_Text_Opt_In_SuccessInputs = {};
export type Common_Too_Many_RequestsInputs = {
    wait: NonNullable<unknown>;
};
export type Common_Transport_Network_ErrorInputs = {};
export type Common_Transport_Server_Error_TextInputs = {};
export type Common_Transport_Server_Error_TitleInputs = {};
export type Common_Transport_Server_Error_With_CodeInputs = {
    status: NonNullable<unknown>;
};
export type Common_Update_AvailableInputs = {};
export type Common_Update_ReloadInputs = {};
export type Common_Validation_Dialog_TitleInputs = {};
export type Contact_Customer_CareInputs = {};
export type Contact_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type Contact_EyebrowInputs = {};
export type Contact_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Contact_Failed_TitleInputs = {};
export type Contact_Form_HeadingInputs = {};
export type Contact_Form_IntroInputs = {};
export type Contact_Form_LabelInputs = {};
export type Contact_Info_HeadingInputs = {};
export type Contact_IntroInputs = {};
export type Contact_Mailing_AddressInputs = {};
export type Contact_MediaInputs = {};
export type Contact_Message_LabelInputs = {};
export type Contact_Sent_TitleInputs = {};
export type Contact_SubmitInputs = {};
export type Contact_TitleInputs = {};
export type Cookie_Bar_CloseInputs = {};
export type Cookie_Bar_TextInputs = {};
export type Cookie_Bar_TitleInputs = {};
export type Escrow_Invoice_Amount_DueInputs = {};
export type Escrow_Invoice_Amount_PaidInputs = {};
export type Escrow_Invoice_BuyerInputs = {};
export type Escrow_Invoice_Cancelled_CallInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Escrow_Invoice_Cancelled_Contract_CancelledInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Escrow_Invoice_Cancelled_Contract_ExpiredInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Escrow_Invoice_Cancelled_InvoiceInputs = {};
export type Escrow_Invoice_Cancelled_TitleInputs = {};
export type Escrow_Invoice_Closing_DateInputs = {};
export type Escrow_Invoice_Contract_NumberInputs = {};
export type Escrow_Invoice_Email_LabelInputs = {};
export type Escrow_Invoice_Email_RequiredInputs = {};
export type Escrow_Invoice_Load_FailureInputs = {};
export type Escrow_Invoice_LoadingInputs = {};
export type Escrow_Invoice_Needs_EmailInputs = {};
export type Escrow_Invoice_Not_SetInputs = {};
export type Escrow_Invoice_PaidInputs = {};
export type Escrow_Invoice_Paid_OnInputs = {
    date: NonNullable<unknown>;
};
export type Escrow_Invoice_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Escrow_Invoice_Pay_TitleInputs = {};
export type Escrow_Invoice_PayingInputs = {};
export type Escrow_Invoice_Payment_FailureInputs = {};
export type Escrow_Invoice_PlanInputs = {};
export type Escrow_Invoice_PropertyInputs = {};
export type Escrow_Invoice_QuestionsInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Escrow_Invoice_TitleInputs = {};
export type Escrow_Invoice_Try_AgainInputs = {};
export type Footer_AboutInputs = {};
export type Footer_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Footer_ContactInputs = {};
export type Footer_ContractorsInputs = {};
export type Footer_HomeownersInputs = {};
export type Footer_Nav_LabelInputs = {};
export type Footer_Privacy_ChoicesInputs = {};
export type Footer_Privacy_PolicyInputs = {};
export type Footer_Real_EstateInputs = {};
export type Footer_ResourcesInputs = {};
export type Footer_State_NoticeInputs = {};
export type Footer_TaglineInputs = {};
export type Footer_TermsInputs = {};
export type Header_AccountInputs = {};
export type Header_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Header_ContractorsInputs = {};
export type Header_Home_LinkInputs = {
    brand: NonNullable<unknown>;
};
export type Header_HomeownerInputs = {};
export type Header_LoginInputs = {};
export type Header_My_AccountInputs = {};
export type Header_Nav_LabelInputs = {};
export type Header_Real_EstateInputs = {};
export type Home_Become_ContractorInputs = {};
export type Home_Buyers_Callout_Brochure_TextInputs = {};
export type Home_Buyers_Callout_Brochure_TitleInputs = {};
export type Home_Buyers_Callout_Reps_TextInputs = {};
export type Home_Buyers_Callout_Reps_TitleInputs = {};
export type Home_Buyers_Callout_Tools_TextInputs = {};
export type Home_Buyers_Callout_Tools_TitleInputs = {};
export type Home_Buyers_Callout_Why_TextInputs = {};
export type Home_Buyers_Callout_Why_TitleInputs = {};
export type Home_Buyers_Callouts_HeadingInputs = {};
export type Home_Buyers_EyebrowInputs = {};
export type Home_Buyers_HeadingInputs = {};
export type Home_Buyers_IntroInputs = {};
export type Home_Buyers_Meta_Benefits_DescriptionInputs = {};
export type Home_Buyers_Meta_Benefits_TitleInputs = {};
export type Home_Buyers_Meta_DescriptionInputs = {};
export type Home_Buyers_Meta_Plans_DescriptionInputs = {};
export type Home_Buyers_Meta_Plans_TitleInputs = {};
export type Home_Buyers_Meta_Reps_DescriptionInputs = {};
export type Home_Buyers_Meta_Reps_TitleInputs = {};
export type Home_Buyers_Meta_Reviews_DescriptionInputs = {};
export type Home_Buyers_Meta_Reviews_TitleInputs = {};
export type Home_Buyers_OrInputs = {};
export type Home_Buyers_Place_OrderInputs = {};
export type Home_Buyers_Plans_HeadingInputs = {};
export type Home_Buyers_Plans_IntroInputs = {};
export type Home_Buyers_Quick_Order_LoadingInputs = {};
export type Home_Buyers_Section_RepsInputs = {};
export type Home_Buyers_Section_WhyInputs = {
    brand: NonNullable<unknown>;
};
export type Home_Buyers_Subnav_LabelInputs = {};
export type Home_Contractors_HeadingInputs = {};
export type Home_Contractors_TextInputs = {};
export type Home_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type Home_EyebrowInputs = {};
export type Home_Find_RepInputs = {};
export type Home_HeadingInputs = {};
export type Home_IntroInputs = {};
export type Home_Real_Estate_HeadingInputs = {};
export type Home_Real_Estate_PlansInputs = {};
export type Home_Real_Estate_Point1Inputs = {};
export type Home_Real_Estate_Point2Inputs = {};
export type Home_Real_Estate_Point3Inputs = {};
export type Home_Real_Estate_TextInputs = {};
export type Home_See_PlansInputs = {};
export type Home_Step1_TextInputs = {};
export type Home_Step1_TitleInputs = {};
export type Home_Step2_TextInputs = {};
export type Home_Step2_TitleInputs = {};
export type Home_Step3_TextInputs = {};
export type Home_Step3_TitleInputs = {};
export type Home_Steps_HeadingInputs = {};
export type Home_TitleInputs = {};
export type Homeowner_Choose_PlanInputs = {};
export type Homeowner_DescriptionInputs = {};
export type Homeowner_EyebrowInputs = {};
export type Homeowner_IntroInputs = {
    brand: NonNullable<unknown>;
};
export type Homeowner_Plans_HeadingInputs = {};
export type Homeowner_Plans_IntroInputs = {};
export type Homeowner_RenewInputs = {};
export type Homeowner_Request_QuoteInputs = {};
export type Homeowner_Subnav_LabelInputs = {};
export type Homeowner_TitleInputs = {};
export type Illustration_SoldInputs = {};
export type Install_AppInputs = {};
export type Language_Switch_ToInputs = {
    language: NonNullable<unknown>;
};
export type Legal_English_GovernsInputs = {};
export type Legal_Privacy_DescriptionInputs = {};
export type Legal_Privacy_TitleInputs = {};
export type Legal_State_Notice_DescriptionInputs = {};
export type Legal_State_Notice_TitleInputs = {};
export type Legal_Terms_DescriptionInputs = {};
export type Legal_Terms_TitleInputs = {};
export type Legal_Toc_LabelInputs = {};
export type Legal_UpdatedInputs = {
    date: NonNullable<unknown>;
};
export type Not_Found_Page_TitleInputs = {};
export type Order_Addon_IncludedInputs = {};
export type Order_Addon_LessInputs = {
    name: NonNullable<unknown>;
};
export type Order_Addon_MoreInputs = {
    name: NonNullable<unknown>;
};
export type Order_AddonsInputs = {};
export type Order_Addons_NoneInputs = {};
export type Order_Address_Did_You_MeanInputs = {
    address: NonNullable<unknown>;
};
export type Order_Address_UseInputs = {};
export type Order_Auto_RenewInputs = {};
export type Order_BackInputs = {};
export type Order_Billing_CityInputs = {};
export type Order_Billing_City_RequiredInputs = {};
export type Order_Billing_SameInputs = {};
export type Order_Billing_StateInputs = {};
export type Order_Billing_State_RequiredInputs = {};
export type Order_Billing_StreetInputs = {};
export type Order_Billing_Street_RequiredInputs = {};
export type Order_Billing_ZipInputs = {};
export type Order_Billing_Zip_RequiredInputs = {};
export type Order_Buyers_CreditInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Buyers_Credit_AppliedInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Buyers_Credit_ApplyInputs = {
    count: NonNullable<unknown>;
};
export type Order_Card_EnterInputs = {};
export type Order_Card_ExpiredInputs = {};
export type Order_Card_Frame_TitleInputs = {};
export type Order_Card_HintInputs = {};
export type Order_Card_LabelInputs = {
    brand: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
    expires: NonNullable<unknown>;
};
export type Order_Card_LegendInputs = {};
export type Order_Card_Needs_EmailInputs = {};
export type Order_Card_OfflineInputs = {};
export type Order_Card_Open_AgainInputs = {};
export type Order_Card_Open_FailedInputs = {};
export type Order_Card_Open_LostInputs = {};
export type Order_Card_OpeningInputs = {};
export type Order_Card_Read_FailedInputs = {};
export type Order_Card_Read_LostInputs = {};
export type Order_Card_ReadingInputs = {};
export type Order_Card_RequiredInputs = {};
export type Order_Card_Try_AgainInputs = {};
export type Order_Card_Use_DifferentInputs = {};
export type Order_Check_BodyInputs = {
    field: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Order_Choose_Plan_To_RenewInputs = {};
export type Order_Choose_Plan_To_UpgradeInputs = {};
export type Order_Choose_StateInputs = {};
export type Order_CityInputs = {};
export type Order_City_RequiredInputs = {};
export type Order_Close_DateInputs = {};
export type Order_Close_Date_RequiredInputs = {};
export type Order_Confirm_Owner_ContractInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Order_Confirm_Owner_NoInputs = {};
export type Order_Confirm_Owner_NoteInputs = {};
export type Order_Confirm_Owner_QuestionInputs = {};
export type Order_Confirm_Owner_TitleInputs = {};
export type Order_Confirm_Owner_YesInputs = {};
export type Order_Confirmation_Agent_LeadInputs = {
    brand: NonNullable<unknown>;
};
export type Order_Confirmation_Amount_PaidInputs = {};
export type Order_Confirmation_Coverage_StartsInputs = {};
export type Order_Confirmation_Monthly_PaymentInputs = {};
export type Order_Confirmation_Next_TitleInputs = {};
export type Order_Confirmation_NoneInputs = {};
export type Order_Confirmation_Policy_NumberInputs = {};
export type Order_Confirmation_StartInputs = {};
export type Order_Confirmation_Starts_At_CloseInputs = {};
export type Order_Confirmation_TitleInputs = {};
export type Order_Contact_EmailInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_First_NameInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_Last_NameInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_PhoneInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_PreferencesInputs = {};
export type Order_Contact_SmsInputs = {};
export type Order_Contact_Sms_HintInputs = {};
export type Order_Contact_Sms_PhoneInputs = {};
export type Order_Contact_Welcome_CallInputs = {};
export type Order_Convert_FailedInputs = {
    phone: NonNullable<unknown>;
};
export type Order_Coupon_AppliedInputs = {
    code: NonNullable<unknown>;
};
export type Order_Coupon_Applied_AmountInputs = {
    code: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Order_Coupon_ApplyInputs = {};
export type Order_Coupon_CheckingInputs = {};
export type Order_Coupon_CodeInputs = {};
export type Order_Coverage_LengthInputs = {};
export type Order_Create_Password_FailedInputs = {};
export type Order_Create_Password_SentInputs = {
    email: NonNullable<unknown>;
};
export type Order_Create_Password_TextInputs = {
    email: NonNullable<unknown>;
};
export type Order_Create_Password_TitleInputs = {};
export type Order_Credit_ApplyInputs = {};
export type Order_Credit_AvailableInputs = {
    amount: NonNullable<unknown>;
};
export type Order_DeclinedInputs = {};
export type Order_Due_At_ClosingInputs = {};
export type Order_Due_NowInputs = {};
export type Order_Due_TodayInputs = {};
export type Order_Enter_Another_CardInputs = {};
export type Order_Escrow_CompanyInputs = {};
export type Order_Escrow_NoteInputs = {};
export type Order_Escrow_OfficerInputs = {};
export type Order_Escrow_Officer_EmailInputs = {};
export type Order_Escrow_Officer_NameInputs = {};
export type Order_Failed_ConnectionInputs = {};
export type Order_Failed_UnknownInputs = {};
export type Order_Failed_With_ReasonInputs = {
    problem: NonNullable<unknown>;
};
export type Order_First_Name_RequiredInputs = {
    person: NonNullable<unknown>;
};
export type Order_For_BuyerInputs = {};
export type Order_For_LegendInputs = {};
export type Order_For_SellerInputs = {};
export type Order_Go_To_AccountInputs = {};
export type Order_Kept_WhyInputs = {
    paymentType: NonNullable<unknown>;
};
export type Order_Last_Name_RequiredInputs = {
    person: NonNullable<unknown>;
};
export type Order_Limits_CoveredInputs = {};
export type Order_Limits_FailedInputs = {};
export type Order_Limits_LimitsInputs = {};
export type Order_Limits_LinkInputs = {};
export type Order_Limits_Not_CoveredInputs = {};
export type Order_Limits_TitleInputs = {};
export type Order_LoadingInputs = {};
export type Order_Loading_PlanInputs = {};
export type Order_LoginInputs = {};
export type Order_Login_To_RenewInputs = {};
export type Order_Login_To_UpgradeInputs = {};
export type Order_Next_AccountInputs = {
    email: NonNullable<unknown>;
};
export type Order_Next_Agent_AccountInputs = {};
export type Order_Next_Agent_EmailedInputs = {
    email: NonNullable<unknown>;
};
export type Order_Next_Agent_EscrowInputs = {};
export type Order_Next_Agent_PaidInputs = {};
export type Order_Next_Awaiting_OwnerInputs = {
    email: NonNullable<unknown>;
};
export type Order_Next_EscrowInputs = {};
export type Order_Next_Keep_PolicyInputs = {
    phone: NonNullable<unknown>;
};
export type Order_Next_MonthlyInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Next_Paid_FullInputs = {};
export type Order_Next_StepInputs = {
    step: NonNullable<unknown>;
};
export type Order_NoInputs = {};
export type Order_Not_NowInputs = {};
export type Order_Not_PricedInputs = {};
export type Order_NowInputs = {};
export type Order_Offline_Card_Needs_ConnectionInputs = {};
export type Order_Offline_Needs_ConnectionInputs = {};
export type Order_Offline_QueuedInputs = {};
export type Order_Offline_Save_FailedInputs = {};
export type Order_OptionsInputs = {};
export type Order_Options_Need_PlanInputs = {};
export type Order_PaidInputs = {};
export type Order_Partner_Add_NewInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
export type Order_Partner_ChangeInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_ChooseInputs = {};
export type Order_Partner_CompanyInputs = {};
export type Order_Partner_EmailInputs = {};
export type Order_Partner_FindInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_Find_TitleInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_Login_To_AddInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_NameInputs = {};
export type Order_Partner_Name_RequiredInputs = {};
export type Order_Partner_No_MatchInputs = {
    role: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Order_Partner_NoneInputs = {};
export type Order_Partner_Not_ListedInputs = {};
export type Order_Partner_NounInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_PhoneInputs = {};
export type Order_Partner_RemoveInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_ResultsInputs = {};
export type Order_Partner_SaveInputs = {};
export type Order_Partner_SavingInputs = {};
export type Order_Partner_SearchInputs = {};
export type Order_Partner_Search_FailedInputs = {};
export type Order_Partner_Search_HintInputs = {};
export type Order_Partner_Search_LabelInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_SearchingInputs = {};
export type Order_Partner_Site_TextInputs = {};
export type Order_Partner_Site_TitleInputs = {};
export type Order_Party_LegendInputs = {};
export type Order_Party_RequiredInputs = {};
export type Order_Pay_EscrowInputs = {};
export type Order_Pay_FullInputs = {};
export type Order_Pay_LegendInputs = {};
export type Order_Pay_MonthlyInputs = {};
export type Order_Pay_Needs_EmailInputs = {};
export type Order_PlaceInputs = {};
export type Order_PlacingInputs = {};
export type Order_Plan_CurrentInputs = {};
export type Order_Plan_Hide_DetailsInputs = {};
export type Order_Plan_Listing_CoverageInputs = {
    text: NonNullable<unknown>;
};
export type Order_Plan_Load_ErrorInputs = {};
export type Order_Plan_Load_FailedInputs = {};
export type Order_Plan_LoadingInputs = {};
export type Order_Plan_Name_MonthlyInputs = {
    name: NonNullable<unknown>;
};
export type Order_Plan_Needs_PropertyInputs = {};
export type Order_Plan_Order_NowInputs = {};
export type Order_Plan_Order_Now_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Order_Plan_RequiredInputs = {};
export type Order_Plan_See_DetailsInputs = {};
export type Order_Plan_SelectedInputs = {};
export type Order_Plan_Selected_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Order_Prepaid_CallsInputs = {};
export type Order_Prepaid_NoneInputs = {};
export type Order_Price_Buyers_Credit_LeftInputs = {};
export type Order_Price_Changed_ConfirmInputs = {
    total: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Order_Price_Changed_TitleInputs = {};
export type Order_Price_Choose_PlanInputs = {};
export type Order_Price_DetailsInputs = {};
export type Order_Price_Due_At_Closing_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Price_Due_Now_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Price_Due_Today_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Price_FailedInputs = {};
export type Order_Price_HideInputs = {};
export type Order_Price_MonthlyInputs = {
    price: NonNullable<unknown>;
};
export type Order_Price_Monthly_TotalInputs = {};
export type Order_Price_Offline_EstimateInputs = {};
export type Order_Price_Summary_LabelInputs = {};
export type Order_Price_TotalInputs = {};
export type Order_Price_Total_Due_At_ClosingInputs = {};
export type Order_Price_Total_MonthlyInputs = {
    total: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
};
export type Order_Price_UnavailableInputs = {};
export type Order_Price_UpdatingInputs = {};
export type Order_Price_Updating_ShortInputs = {};
export type Order_Price_Upgrade_UnavailableInputs = {};
export type Order_Price_YearlyInputs = {
    price: NonNullable<unknown>;
};
export type Order_Property_State_HintInputs = {
    state: NonNullable<unknown>;
};
export type Order_Property_TypeInputs = {};
export type Order_Property_Type_RequiredInputs = {};
export type Order_Queued_ClearInputs = {};
export type Order_Queued_DescribeInputs = {};
export type Order_Queued_DiscardInputs = {};
export type Order_Queued_LineInputs = {
    plan: NonNullable<unknown>;
    owner: NonNullable<unknown>;
    address: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Order_Queued_Not_PlacedInputs = {};
export type Order_Queued_OfflineInputs = {};
export type Order_Queued_PlacedInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Order_Queued_Price_ChangedInputs = {
    total: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Order_Queued_Price_FailedInputs = {};
export type Order_Queued_RefusedInputs = {};
export type Order_Queued_Review_PriceInputs = {};
export type Order_Queued_Send_NowInputs = {};
export type Order_Queued_TitleInputs = {};
export type Order_Queued_WaitingInputs = {};
export type Order_Quick_BudgetInputs = {};
export type Order_Quick_ButtonInputs = {};
export type Order_Quick_FailedInputs = {};
export type Order_Quick_FindingInputs = {};
export type Order_Quick_HeadingInputs = {};
export type Order_Quick_ListingInputs = {};
export type Order_Quick_No_Plan_FitsInputs = {};
export type Order_Quick_Offline_No_PlansInputs = {};
export type Order_Quick_State_RequiredInputs = {};
export type Order_Quick_SummaryInputs = {};
export type Order_Recent_Purchase_LegendInputs = {};
export type Order_Recent_Purchase_NoteInputs = {};
export type Order_RemoveInputs = {};
export type Order_Review_AddonInputs = {};
export type Order_Review_BuyerInputs = {};
export type Order_Review_Card_EndingInputs = {
    lastFour: NonNullable<unknown>;
};
export type Order_Review_Close_DateInputs = {
    date: NonNullable<unknown>;
};
export type Order_Review_CouponInputs = {
    code: NonNullable<unknown>;
};
export type Order_Review_EditInputs = {
    part: NonNullable<unknown>;
};
export type Order_Review_No_PlanInputs = {};
export type Order_Review_Ordered_ByInputs = {
    party: NonNullable<unknown>;
};
export type Order_Review_OwnerInputs = {};
export type Order_Review_PriceInputs = {};
export type Order_Review_Price_LaterInputs = {};
export type Order_Review_Service_FeeInputs = {
    fee: NonNullable<unknown>;
};
export type Order_Role_Agent_AssistantInputs = {};
export type Order_Role_Buyer_AgentInputs = {};
export type Order_Role_Escrow_OfficerInputs = {};
export type Order_Role_Home_BuyerInputs = {};
export type Order_Role_Listing_AgentInputs = {};
export type Order_Role_Loan_OfficerInputs = {};
export type Order_Seller_First_NameInputs = {};
export type Order_Seller_Last_NameInputs = {};
export type Order_SendingInputs = {};
export type Order_Service_FeeInputs = {};
export type Order_Service_Fee_FactInputs = {
    fee: NonNullable<unknown>;
};
export type Order_Service_Fee_OffsetInputs = {
    fee: NonNullable<unknown>;
    offset: NonNullable<unknown>;
};
export type Order_Site_Plans_ForInputs = {};
export type Order_Sms_Phone_IncompleteInputs = {};
export type Order_Something_WrongInputs = {};
export type Order_Sqft_Or_MoreInputs = {
    from: NonNullable<unknown>;
};
export type Order_Sqft_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Order_Square_FootageInputs = {};
export type Order_Start_DescriptionInputs = {};
export type Order_Start_HeadingInputs = {};
export type Order_Start_TitleInputs = {};
export type Order_StateInputs = {};
export type Order_Step_ContactsInputs = {};
export type Order_Step_CountInputs = {
    step: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Order_Step_OptionsInputs = {};
export type Order_Step_PartnersInputs = {};
export type Order_Step_PaymentInputs = {};
export type Order_Step_PlanInputs = {};
export type Order_Step_PropertyInputs = {};
export type Order_Step_ReviewInputs = {};
export type Order_Steps_LabelInputs = {};
export type Order_Street_AddressInputs = {};
export type Order_Terms_AgreeInputs = {};
export type Order_Terms_EnglishInputs = {};
export type Order_Terms_RequiredInputs = {};
export type Order_Title_ConvertInputs = {};
export type Order_Title_NewInputs = {};
export type Order_Title_RenewInputs = {};
export type Order_Title_UpgradeInputs = {};
export type Order_Type_HomeownerInputs = {};
export type Order_Type_Real_EstateInputs = {};
export type Order_Type_TitleInputs = {};
export type Order_Unit_MonthInputs = {};
export type Order_Unit_OptionalInputs = {};
export type Order_Unit_YearInputs = {};
export type Order_Updating_The_PriceInputs = {};
export type Order_Validation_OkInputs = {};
export type Order_YearsInputs = {
    count: NonNullable<unknown>;
};
export type Order_YesInputs = {};
export type Order_Zip_CodeInputs = {};
export type Order_Zip_InvalidInputs = {};
export type Plans_Note_MonthlyInputs = {
    state: NonNullable<unknown>;
};
export type Plans_Note_YearlyInputs = {
    state: NonNullable<unknown>;
};
export type Plans_State_LabelInputs = {};
export type Privacy_Centre_Accept_AllInputs = {};
export type Privacy_Centre_Advertising_DescriptionInputs = {};
export type Privacy_Centre_Advertising_NameInputs = {};
export type Privacy_Centre_Analytics_DescriptionInputs = {};
export type Privacy_Centre_Analytics_NameInputs = {};
export type Privacy_Centre_Category_CommercialInputs = {};
export type Privacy_Centre_Category_IdentifiersInputs = {};
export type Privacy_Centre_Category_InferencesInputs = {};
export type Privacy_Centre_Category_Internet_ActivityInputs = {};
export type Privacy_Centre_Category_SensoryInputs = {};
export type Privacy_Centre_Functional_DescriptionInputs = {};
export type Privacy_Centre_Functional_NameInputs = {};
export type Privacy_Centre_Gpc_NoticeInputs = {};
export type Privacy_Centre_IntroInputs = {};
export type Privacy_Centre_Necessary_DescriptionInputs = {};
export type Privacy_Centre_Necessary_NameInputs = {};
export type Privacy_Centre_Purposes_LabelInputs = {};
export type Privacy_Centre_Read_MoreInputs = {};
export type Privacy_Centre_Reject_AllInputs = {};
export type Privacy_Centre_SaveInputs = {};
export type Privacy_Centre_SavedInputs = {};
export type Privacy_Centre_Sold_Or_SharedInputs = {};
export type Privacy_Choices_TitleInputs = {};
export type Quote_Banner_ButtonInputs = {};
export type Quote_Banner_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Banner_TitleInputs = {};
export type Quote_Form_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Form_LabelInputs = {};
export type Quote_Form_Recent_PurchaseInputs = {};
export type Quote_Form_SubmitInputs = {};
export type Quote_Form_Thanks_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Form_Thanks_TitleInputs = {};
export type Quote_Section_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Section_Point_ContractorInputs = {};
export type Quote_Section_Point_PriceInputs = {};
export type Quote_Section_Point_StatesInputs = {};
export type Quote_Section_TextInputs = {};
export type Quote_Section_TitleInputs = {};
export type Reps_Call_LabelInputs = {
    name: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Reps_Email_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Reps_Email_LinkInputs = {
    name: NonNullable<unknown>;
};
export type Reps_HeadingInputs = {};
export type Reps_IntroInputs = {};
export type Reps_List_LabelInputs = {
    state: NonNullable<unknown>;
};
export type Reps_Load_FailedInputs = {};
export type Reps_LoadingInputs = {};
export type Reps_Location_Timed_OutInputs = {};
export type Reps_Location_TitleInputs = {};
export type Reps_NoneInputs = {
    state: NonNullable<unknown>;
};
export type Reps_Photo_AltInputs = {
    name: NonNullable<unknown>;
};
export type Reps_State_LabelInputs = {};
export type Request_RepairInputs = {};
export type Resources_AllInputs = {};
export type Resources_BreadcrumbInputs = {};
export type Resources_Categories_LabelInputs = {};
export type Resources_Category_FailedInputs = {};
export type Resources_LinkInputs = {};
export type Resources_List_FailedInputs = {};
export type Resources_Load_MoreInputs = {};
export type Resources_LoadingInputs = {};
export type Resources_Newsletter_HeadingInputs = {};
export type Resources_Newsletter_LabelInputs = {};
export type Resources_Newsletter_PlaceholderInputs = {};
export type Resources_Newsletter_SubmitInputs = {};
export type Resources_Newsletter_TextInputs = {};
export type Resources_No_ArticlesInputs = {};
export type Resources_Recent_HeadingInputs = {};
export type Resources_Recent_IntroInputs = {};
export type Resources_RelatedInputs = {
    category: NonNullable<unknown>;
};
export type Resources_RetryInputs = {};
export type Resources_ShareInputs = {};
export type Resources_Share_EmailInputs = {};
export type Resources_Share_OnInputs = {
    network: NonNullable<unknown>;
};
export type Resources_Share_TitleInputs = {};
export type Resources_TitleInputs = {};
export type Resources_Unknown_Category_TextInputs = {};
export type Resources_Unknown_Category_TitleInputs = {};
export type Reviews_Contractor_HeadingInputs = {};
export type Reviews_Contractor_IntroInputs = {};
export type Reviews_Customer_HeadingInputs = {};
export type Reviews_Customer_IntroInputs = {};
export type Reviews_Homeowner_HeadingInputs = {};
export type Reviews_Homeowner_IntroInputs = {};
export type Reviews_Load_FailedInputs = {};
export type Reviews_LoadingInputs = {};
export type Reviews_Real_Estate_HeadingInputs = {};
export type Reviews_Real_Estate_IntroInputs = {};
export type Reviews_Show_AllInputs = {
    count: NonNullable<unknown>;
};
export type Reviews_Show_FewerInputs = {};
export type Reviews_StarsInputs = {
    rating: NonNullable<unknown>;
};
export type Site_Form_AddressInputs = {};
export type Site_Form_EmailInputs = {};
export type Site_Form_NameInputs = {};
export type Site_Form_NoInputs = {};
export type Site_Form_PhoneInputs = {};
export type Site_Form_SendingInputs = {};
export type Site_Form_YesInputs = {};
export type Site_Form_ZipInputs = {};
export type Social_New_TabInputs = {};
export type State_Notice_Form_ChooseInputs = {};
export type State_Notice_Form_DetailsInputs = {};
export type State_Notice_Form_Details_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type State_Notice_Form_Email_InvalidInputs = {};
export type State_Notice_Form_Email_RequiredInputs = {};
export type State_Notice_Form_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
export type State_Notice_Form_Failed_TitleInputs = {};
export type State_Notice_Form_LabelInputs = {};
export type State_Notice_Form_Name_RequiredInputs = {};
export type State_Notice_Form_ReceivedInputs = {};
export type State_Notice_Form_StateInputs = {};
export type State_Notice_Form_State_InvalidInputs = {};
export type State_Notice_Form_State_RequiredInputs = {};
export type State_Notice_Form_SubmitInputs = {};
export type State_Notice_Form_TypeInputs = {};
export type State_Notice_Form_Type_AccessInputs = {};
export type State_Notice_Form_Type_CorrectionInputs = {};
export type State_Notice_Form_Type_DeletionInputs = {};
export type State_Notice_Form_Type_RequiredInputs = {};
export type Status_Update_BackInputs = {};
export type Status_Update_BookInputs = {};
export type Status_Update_Book_FailureInputs = {};
export type Status_Update_BookedInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Status_Update_Booked_NowInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Status_Update_BookingInputs = {};
export type Status_Update_Cancel_ButtonInputs = {};
export type Status_Update_Cancel_IntroInputs = {};
export type Status_Update_Cancel_PromptInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Status_Update_Cancel_ReasonInputs = {};
export type Status_Update_Cancel_TitleInputs = {};
export type Status_Update_Choose_AllInputs = {};
export type Status_Update_ClosedInputs = {};
export type Status_Update_DateInputs = {};
export type Status_Update_Date_HintInputs = {};
export type Status_Update_Date_RangeInputs = {};
export type Status_Update_End_WindowInputs = {};
export type Status_Update_HelpInputs = {
    phone: NonNullable<unknown>;
};
export type Status_Update_IntroInputs = {};
export type Status_Update_Load_FailedInputs = {};
export type Status_Update_LoadingInputs = {};
export type Status_Update_OfflineInputs = {};
export type Status_Update_ReadyInputs = {};
export type Status_Update_Reason_RequiredInputs = {};
export type Status_Update_Schedule_TitleInputs = {};
export type Status_Update_Start_WindowInputs = {};
export type Status_Update_SubmitInputs = {};
export type Status_Update_SubmittingInputs = {};
export type Status_Update_TitleInputs = {};
export type Status_Update_Try_AgainInputs = {};
export type Status_Update_Windows_OrInputs = {};
export type Status_Update_Windows_TitleInputs = {};
export type Status_Update_Work_OrderInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Video_Support_CompanyInputs = {};
export type Video_Support_Consent_EmailInputs = {
    brand: NonNullable<unknown>;
    service: NonNullable<unknown>;
};
export type Video_Support_Consent_HintInputs = {};
export type Video_Support_Consent_PrivacyInputs = {};
export type Video_Support_EmailInputs = {};
export type Video_Support_First_NameInputs = {};
export type Video_Support_HeadingInputs = {
    service: NonNullable<unknown>;
};
export type Video_Support_IntroInputs = {
    service: NonNullable<unknown>;
};
export type Video_Support_Last_NameInputs = {};
export type Video_Support_PhoneInputs = {};
export type Video_Support_SendingInputs = {};
export type Video_Support_SubmitInputs = {};
export type Warranty_Link_Frame_TitleInputs = {
    policyId: NonNullable<unknown>;
};
export type Warranty_Link_TitleInputs = {};
export type Why_Award_TextInputs = {};
export type Why_Award_TitleInputs = {};
export type Why_Contractor_TextInputs = {};
export type Why_Contractor_TitleInputs = {};
export type Why_HeadingInputs = {
    brand: NonNullable<unknown>;
};
export type Why_IntroInputs = {
    brand: NonNullable<unknown>;
};
export type Why_Local_TextInputs = {};
export type Why_Local_TitleInputs = {};
export type Why_Parts_TextInputs = {};
export type Why_Parts_TitleInputs = {};
export type Why_People_TextInputs = {};
export type Why_People_TitleInputs = {};
export type Why_Savings_TextInputs = {};
export type Why_Savings_TitleInputs = {};
/**
* | output |
* | --- |
* | "Our awards could not be loaded just now. Please try again later." |
*
* @param {About_Awards_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_awards_failed: ((inputs?: About_Awards_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Awards and recognition" |
*
* @param {About_Awards_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_awards_heading: ((inputs?: About_Awards_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} protects over 70,000 homeowners in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Meet our leadership, see our awards and get a free quote." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_description: ((inputs: About_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The company in figures" |
*
* @param {About_Figures_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_figures_heading: ((inputs?: About_Figures_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Figures_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {About_Follow_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_follow_heading: ((inputs?: About_Follow_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seasonal maintenance tips, stories from our contractors and news from the company." |
*
* @param {About_Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_follow_intro: ((inputs?: About_Follow_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For more than fifteen years we have helped families in the West keep their homes running, one furnace, water heater and refrigerator at a time." |
*
* @param {About_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_intro: ((inputs?: About_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our leadership team could not be loaded just now. Please try again later." |
*
* @param {About_Leadership_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_leadership_failed: ((inputs?: About_Leadership_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our leadership" |
*
* @param {About_Leadership_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_leadership_heading: ((inputs?: About_Leadership_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {About_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_loading: ((inputs?: About_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best in Region: 2014, 2015, 2016, 2019 and 2020" |
*
* @param {About_Logo_Best_In_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_best_in_region: ((inputs?: About_Logo_Best_In_RegionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Best_In_RegionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Consumer Trust Award 2025, Desert States Consumer Council" |
*
* @param {About_Logo_Consumer_TrustInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_consumer_trust: ((inputs?: About_Logo_Consumer_TrustInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Consumer_TrustInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accredited member of the Mountain West Home Services Alliance" |
*
* @param {About_Logo_Services_AllianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_services_alliance: ((inputs?: About_Logo_Services_AllianceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Services_AllianceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Member of the Western Home Warranty Association" |
*
* @param {About_Logo_Warranty_AssociationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_warranty_association: ((inputs?: About_Logo_Warranty_AssociationInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Warranty_AssociationInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Awards and associations" |
*
* @param {About_Logos_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logos_heading: ((inputs?: About_Logos_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logos_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} is part of a larger family of home-services companies that includes sister home warranty brands. That gives us the purchasing power of a national gro..." |
*
* @param {About_Story_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_family: ((inputs: About_Story_FamilyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_FamilyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Story_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_heading: ((inputs?: About_Story_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} is a residential service contract company headquartered in {city}. We cover the repair and replacement of the home systems and appliances that fail f..." |
*
* @param {About_Story_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_what: ((inputs: About_Story_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Our network..." |
*
* @param {About_Story_WhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_where: ((inputs?: About_Story_WhereInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhereInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "About Our Company" |
*
* @param {About_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_title: ((inputs?: About_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "When the water heater fails in the first year, your buyers call us, and thank you for the coverage." |
*
* @param {Benefits_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_clients_text: ((inputs?: Benefits_Clients_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Clients who remember you" |
*
* @param {Benefits_Clients_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_clients_title: ((inputs?: Benefits_Clients_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing." |
*
* @param {Benefits_Closings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_closings_text: ((inputs?: Benefits_Closings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Closings that stay on schedule" |
*
* @param {Benefits_Closings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_closings_title: ((inputs?: Benefits_Closings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Every guide and article, newest first." |
*
* @param {Benefits_Education_All_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_all_text: ((inputs?: Benefits_Education_All_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Benefits_Education_All_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_all_title: ((inputs?: Benefits_Education_All_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Inspections, negotiations and what to expect at closing." |
*
* @param {Benefits_Education_Buying_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_buying_text: ((inputs?: Benefits_Education_Buying_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buying and selling a house" |
*
* @param {Benefits_Education_Buying_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_buying_title: ((inputs?: Benefits_Education_Buying_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate education tools" |
*
* @param {Benefits_Education_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_heading: ((inputs?: Benefits_Education_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seasonal checklists and small fixes that keep systems running longer." |
*
* @param {Benefits_Education_Repairs_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_repairs_text: ((inputs?: Benefits_Education_Repairs_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home repairs and maintenance" |
*
* @param {Benefits_Education_Repairs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_repairs_title: ((inputs?: Benefits_Education_Repairs_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What a home warranty covers, what it does not, and how claims work." |
*
* @param {Benefits_Education_Warranty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_warranty_text: ((inputs?: Benefits_Education_Warranty_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty education" |
*
* @param {Benefits_Education_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_warranty_title: ((inputs?: Benefits_Education_Warranty_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Partner with {brand}" |
*
* @param {Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_heading: ((inputs: Benefits_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate professionals across the West partner with {brand} to protect their clients and their reputation. Here is what you get." |
*
* @param {Benefits_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_intro: ((inputs: Benefits_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage protects your sellers’ systems and appliances while the home is on the market." |
*
* @param {Benefits_Listings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_listings_text: ((inputs?: Benefits_Listings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listings that sell with confidence" |
*
* @param {Benefits_Listings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_listings_title: ((inputs?: Benefits_Listings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your local representative brings training, brochures and help with orders to your office." |
*
* @param {Benefits_Rep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_rep_text: ((inputs?: Benefits_Rep_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A rep who knows your market" |
*
* @param {Benefits_Rep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_rep_title: ((inputs?: Benefits_Rep_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Address (optional)" |
*
* @param {Brochure_Address_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_address_optional: ((inputs?: Brochure_Address_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Address_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Brochure download" |
*
* @param {Brochure_Download_FrameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_download_frame: ((inputs?: Brochure_Download_FrameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Download_FrameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your brochure is downloading. If it does not start, download the brochure." |
*
* @param {Brochure_DownloadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_downloading: ((inputs?: Brochure_DownloadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Brochure_DownloadingInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Brochure_DownloadingInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance at {phone}." |
*
* @param {Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_error_text: ((inputs: Brochure_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Brochure" |
*
* @param {Brochure_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_form_label: ((inputs?: Brochure_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download Our Brochure" |
*
* @param {Brochure_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_heading: ((inputs?: Brochure_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Brochure_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language: ((inputs?: Brochure_LanguageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_LanguageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Brochure_Language_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language_english: ((inputs?: Brochure_Language_EnglishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_EnglishInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Spanish (Español)" |
*
* @param {Brochure_Language_SpanishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language_spanish: ((inputs?: Brochure_Language_SpanishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_SpanishInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Brochure_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_phone_optional: ((inputs?: Brochure_Phone_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Phone_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Attach it to your offer packets" |
*
* @param {Brochure_Point_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_attach: ((inputs?: Brochure_Point_AttachInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_AttachInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Print it for open houses and listing appointments" |
*
* @param {Brochure_Point_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_print: ((inputs?: Brochure_Point_PrintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_PrintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share it with buyers who want to read up before closing" |
*
* @param {Brochure_Point_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_share: ((inputs?: Brochure_Point_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Preparing…" |
*
* @param {Brochure_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_preparing: ((inputs?: Brochure_PreparingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_PreparingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Are you a real estate professional?" |
*
* @param {Brochure_Real_Estate_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_real_estate_question: ((inputs?: Brochure_Real_Estate_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Real_Estate_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download Brochure" |
*
* @param {Brochure_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_submit: ((inputs?: Brochure_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is not, optional add-ons and how a claim works. Avai..." |
*
* @param {Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_text: ((inputs?: Brochure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Chat_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_close: ((inputs?: Chat_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Chat_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_message_label: ((inputs?: Chat_Message_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Message_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Chat_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_send: ((inputs?: Chat_SendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_SendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Chat with us" |
*
* @param {Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_title: ((inputs?: Chat_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid date." |
*
* @param {Claim_Answer_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date: ((inputs?: Claim_Answer_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a date from {min} to {max}." |
*
* @param {Claim_Answer_Date_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_between: ((inputs: Claim_Answer_Date_BetweenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_BetweenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a date on or after {min}." |
*
* @param {Claim_Answer_Date_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_from: ((inputs: Claim_Answer_Date_FromInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_FromInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a date on or before {max}." |
*
* @param {Claim_Answer_Date_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_until: ((inputs: Claim_Answer_Date_UntilInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_UntilInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose from 1 to 5 stars." |
*
* @param {Claim_Answer_Five_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_five_star: ((inputs?: Claim_Answer_Five_StarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Five_StarInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your initials (2 or 3 letters)." |
*
* @param {Claim_Answer_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_initials: ((inputs?: Claim_Answer_InitialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_InitialsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Answer_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_none: ((inputs?: Claim_Answer_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not answered" |
*
* @param {Claim_Answer_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_not_answered: ((inputs?: Claim_Answer_Not_AnsweredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Not_AnsweredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number." |
*
* @param {Claim_Answer_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number: ((inputs?: Claim_Answer_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number of at least {min}." |
*
* @param {Claim_Answer_Number_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_at_least: ((inputs: Claim_Answer_Number_At_LeastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_LeastInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number of at most {max}." |
*
* @param {Claim_Answer_Number_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_at_most: ((inputs: Claim_Answer_Number_At_MostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_MostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number from {min} to {max}." |
*
* @param {Claim_Answer_Number_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_between: ((inputs: Claim_Answer_Number_BetweenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_BetweenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose one of the options." |
*
* @param {Claim_Answer_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_option: ((inputs?: Claim_Answer_OptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose only among the options, each one once." |
*
* @param {Claim_Answer_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_options: ((inputs?: Claim_Answer_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please answer this question." |
*
* @param {Claim_Answer_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_required: ((inputs?: Claim_Answer_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of 5 stars" |
*
* @param {Claim_Answer_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_stars: ((inputs: Claim_Answer_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter text." |
*
* @param {Claim_Answer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_text: ((inputs?: Claim_Answer_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please use at most {maxLength} characters." |
*
* @param {Claim_Answer_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_too_long: ((inputs: Claim_Answer_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please answer yes or no." |
*
* @param {Claim_Answer_Yes_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_yes_no: ((inputs?: Claim_Answer_Yes_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Yes_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Claim_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_back: ((inputs?: Claim_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please call us at {phone}." |
*
* @param {Claim_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_call_us: ((inputs: Claim_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Call_UsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Call_UsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Claim_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_cancel: ((inputs?: Claim_CancelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CancelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{card} (expired)" |
*
* @param {Claim_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_card_expired: ((inputs: Claim_Card_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a saved card or enter a new one." |
*
* @param {Claim_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_card_required: ((inputs?: Claim_Card_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your saved cards…" |
*
* @param {Claim_Cards_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_cards_loading: ((inputs?: Claim_Cards_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Cards_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not check your plan right now." |
*
* @param {Claim_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_check_failure: ((inputs?: Claim_Check_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Check_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Checking that your plan can take a service request…" |
*
* @param {Claim_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_checking: ((inputs?: Claim_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Checking your plan" |
*
* @param {Claim_Checking_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_checking_title: ((inputs?: Claim_Checking_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Checking_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose what needs repair." |
*
* @param {Claim_Choose_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_choose_item: ((inputs?: Claim_Choose_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_ItemInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose the plan this request is for." |
*
* @param {Claim_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_choose_plan: ((inputs?: Claim_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Claim_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_close: ((inputs?: Claim_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Claim_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email: ((inputs?: Claim_Contact_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Claim_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email_invalid: ((inputs?: Claim_Contact_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Claim_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email_required: ((inputs?: Claim_Contact_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Claim_Contact_Method_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_email: ((inputs?: Claim_Contact_Method_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like us to reach you?" |
*
* @param {Claim_Contact_Method_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_legend: ((inputs?: Claim_Contact_Method_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone call" |
*
* @param {Claim_Contact_Method_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_phone: ((inputs?: Claim_Contact_Method_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Claim_Contact_Method_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_text: ((inputs?: Claim_Contact_Method_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact name" |
*
* @param {Claim_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_name: ((inputs?: Claim_Contact_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact name is required." |
*
* @param {Claim_Contact_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_name_required: ((inputs?: Claim_Contact_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Claim_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone: ((inputs?: Claim_Contact_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Claim_Contact_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone_incomplete: ((inputs?: Claim_Contact_Phone_IncompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_IncompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Claim_Contact_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone_required: ((inputs?: Claim_Contact_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Afternoon (12PM to 5PM)" |
*
* @param {Claim_Contact_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_afternoon: ((inputs?: Claim_Contact_Time_AfternoonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AfternoonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Claim_Contact_Time_AnytimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_anytime: ((inputs?: Claim_Contact_Time_AnytimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AnytimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Evening (5PM to 8PM)" |
*
* @param {Claim_Contact_Time_EveningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_evening: ((inputs?: Claim_Contact_Time_EveningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_EveningInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best time to reach you" |
*
* @param {Claim_Contact_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_label: ((inputs?: Claim_Contact_Time_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Morning (8AM to 12PM)" |
*
* @param {Claim_Contact_Time_MorningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_morning: ((inputs?: Claim_Contact_Time_MorningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_MorningInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How should we contact you?" |
*
* @param {Claim_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_title: ((inputs?: Claim_Contact_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Claim_ContinueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_continue: ((inputs?: Claim_ContinueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_ContinueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This looks covered" |
*
* @param {Claim_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_covered_title: ((inputs?: Claim_Covered_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Covered_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Claim_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_date: ((inputs?: Claim_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Default card" |
*
* @param {Claim_Default_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_default_card: ((inputs?: Claim_Default_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Default_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service Request" |
*
* @param {Claim_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_dialog_title: ((inputs?: Claim_Dialog_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Dialog_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Claim_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done: ((inputs?: Claim_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your request number is {number}." |
*
* @param {Claim_Done_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done_number: ((inputs: Claim_Done_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Done_NumberInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Done_NumberInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Claim_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done_title: ((inputs?: Claim_Done_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Done_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the Questions" |
*
* @param {Claim_Failed_Back_To_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_back_to_questions: ((inputs?: Claim_Failed_Back_To_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_QuestionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the Review" |
*
* @param {Claim_Failed_Back_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_back_to_review: ((inputs?: Claim_Failed_Back_To_ReviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_ReviewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged. You can pay with another card." |
*
* @param {Claim_Failed_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_declined: ((inputs?: Claim_Failed_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If you try again, the request is sent once and the fee charged once, however often you try." |
*
* @param {Claim_Failed_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_lost: ((inputs?: Claim_Failed_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_LostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay With Another Card" |
*
* @param {Claim_Failed_Other_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_other_card: ((inputs?: Claim_Failed_Other_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose Another Time" |
*
* @param {Claim_Failed_Other_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_other_time: ((inputs?: Claim_Failed_Other_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review the New Fee" |
*
* @param {Claim_Failed_Review_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_review_fee: ((inputs?: Claim_Failed_Review_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Review_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your request was not sent" |
*
* @param {Claim_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_title: ((inputs?: Claim_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Claim_Failed_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_try_again: ((inputs?: Claim_Failed_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The service call fee for this request is {amount}. It is charged when you submit the request." |
*
* @param {Claim_Fee_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_fee_text: ((inputs: Claim_Fee_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Fee_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Fee_TextInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Claim_Fee_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_fee_title: ((inputs?: Claim_Fee_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Fee_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not finish the questions for this item. Please call us at {phone} and we will take your request." |
*
* @param {Claim_Flow_Broken_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_flow_broken_text: ((inputs: Claim_Flow_Broken_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Flow_Broken_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TextInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "We need to talk" |
*
* @param {Claim_Flow_Broken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_flow_broken_title: ((inputs?: Claim_Flow_Broken_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Claim_Item_Add_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_item_add_on: ((inputs?: Claim_Item_Add_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_Add_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What needs repair?" |
*
* @param {Claim_Item_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_item_title: ((inputs?: Claim_Item_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What your plan covers could not be loaded." |
*
* @param {Claim_Items_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_load_failure: ((inputs?: Claim_Items_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading what your plan covers…" |
*
* @param {Claim_Items_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_loading: ((inputs?: Claim_Items_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan lists no items to request a repair for." |
*
* @param {Claim_Items_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_none: ((inputs?: Claim_Items_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Claim_Leave_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_no: ((inputs?: Claim_Leave_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your request has not been sent, and your answers will not be kept." |
*
* @param {Claim_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_text: ((inputs?: Claim_Leave_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leave this service request?" |
*
* @param {Claim_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_title: ((inputs?: Claim_Leave_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Claim_Leave_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_yes: ((inputs?: Claim_Leave_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New Service Request" |
*
* @param {Claim_Menu_New_Service_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_menu_new_service_request: ((inputs?: Claim_Menu_New_Service_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_New_Service_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service Requests" |
*
* @param {Claim_Menu_Service_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_menu_service_requests: ((inputs?: Claim_Menu_Service_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_Service_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Needs a connection" |
*
* @param {Claim_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_needs_connection: ((inputs?: Claim_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Claim_New_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_new_card: ((inputs?: Claim_New_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A new card needs a connection. While you are offline you can pay with a saved card." |
*
* @param {Claim_New_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_new_card_offline: ((inputs?: Claim_New_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Claim_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no: ((inputs?: Claim_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There is no plan on your account to request a repair for. Questions? Call us at {phone}." |
*
* @param {Claim_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_plans: ((inputs: Claim_No_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_No_PlansInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_No_PlansInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card." |
*
* @param {Claim_No_Saved_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_saved_card_offline: ((inputs?: Claim_No_Saved_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_Saved_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No time now - the contractor will call me" |
*
* @param {Claim_No_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_time: ((inputs?: Claim_No_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now. Please call us at {phone} and we will help." |
*
* @param {Claim_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_not_authorized: ((inputs: Claim_Not_AuthorizedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_AuthorizedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not covered" |
*
* @param {Claim_Not_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_not_covered_title: ((inputs?: Claim_Not_Covered_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_Covered_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please note" |
*
* @param {Claim_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_note_title: ((inputs?: Claim_Note_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Note_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and what this plan covers has not been saved on this device yet. Connect to the internet to choose the item." |
*
* @param {Claim_Offline_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_offline_items: ((inputs?: Claim_Offline_ItemsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_ItemsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and this plan has not been checked on this device yet. Connect to the internet to start a service request." |
*
* @param {Claim_Offline_UncheckedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_offline_unchecked: ((inputs?: Claim_Offline_UncheckedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_UncheckedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Go to My Account" |
*
* @param {Claim_Page_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_go_to_account: ((inputs?: Claim_Page_Go_To_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_Go_To_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee." |
*
* @param {Claim_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_intro: ((inputs?: Claim_Page_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start a Service Request" |
*
* @param {Claim_Page_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_start: ((inputs?: Claim_Page_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_StartInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit a Home Warranty Claim" |
*
* @param {Claim_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_title: ((inputs?: Claim_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Claim_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_pay_with: ((inputs?: Claim_Pay_WithInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Pay_WithInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "a new card" |
*
* @param {Claim_Payment_New_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_payment_new_card_label: ((inputs?: Claim_Payment_New_Card_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Payment_New_Card_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The technician may come in if no adult is home" |
*
* @param {Claim_Permission_To_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_permission_to_enter: ((inputs?: Claim_Permission_To_EnterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Permission_To_EnterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo could not be sent." |
*
* @param {Claim_Photo_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure: ((inputs?: Claim_Photo_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo could not be sent: {reason}" |
*
* @param {Claim_Photo_Failure_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure_because: ((inputs: Claim_Photo_Failure_BecauseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_BecauseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo could not be sent: the connection was lost." |
*
* @param {Claim_Photo_Failure_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure_connection: ((inputs?: Claim_Photo_Failure_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A photo of the problem, or of the label with the model number, helps the technician." |
*
* @param {Claim_Photo_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_help: ((inputs?: Claim_Photo_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Photo of the problem" |
*
* @param {Claim_Photo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_label: ((inputs?: Claim_Photo_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A photo needs a connection: while you are offline your request is saved without it." |
*
* @param {Claim_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_offline: ((inputs?: Claim_Photo_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What you chose to send" |
*
* @param {Claim_Photo_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_preview: ((inputs?: Claim_Photo_PreviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_PreviewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove Photo" |
*
* @param {Claim_Photo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_remove: ((inputs?: Claim_Photo_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_RemoveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the Photo Again" |
*
* @param {Claim_Photo_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_send_again: ((inputs?: Claim_Photo_Send_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Send_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending your photo…" |
*
* @param {Claim_Photo_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_sending: ((inputs?: Claim_Photo_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo was added to the request." |
*
* @param {Claim_Photo_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_sent: ((inputs?: Claim_Photo_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Skip" |
*
* @param {Claim_Photo_SkipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_skip: ((inputs?: Claim_Photo_SkipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SkipInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add a photo (optional)" |
*
* @param {Claim_Photo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_title: ((inputs?: Claim_Photo_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This file is too large. Please choose one of at most {size} MB." |
*
* @param {Claim_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_too_large: ((inputs: Claim_Photo_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF." |
*
* @param {Claim_Photo_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_wrong_type: ((inputs?: Claim_Photo_Wrong_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Wrong_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which home needs a repair?" |
*
* @param {Claim_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plan_title: ((inputs?: Claim_Plan_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plan_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your plans could not be loaded." |
*
* @param {Claim_Plans_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_load_failure: ((inputs?: Claim_Plans_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your plans…" |
*
* @param {Claim_Plans_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_loading: ((inputs?: Claim_Plans_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and your plans have not been saved on this device yet." |
*
* @param {Claim_Plans_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_offline: ((inputs?: Claim_Plans_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Question {number}" |
*
* @param {Claim_Question_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_number: ((inputs: Claim_Question_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Claim_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_of: ((inputs: Claim_Question_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Question {number} of up to {total}" |
*
* @param {Claim_Question_Of_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_of_up_to: ((inputs: Claim_Question_Of_Up_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_Of_Up_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{count} (optional)" |
*
* @param {Claim_Question_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_optional: ((inputs: Claim_Question_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call us at {phone}." |
*
* @param {Claim_Questions_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_call_us: ((inputs: Claim_Questions_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Questions_Call_UsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Questions_Call_UsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "The questions for this item could not be loaded." |
*
* @param {Claim_Questions_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_load_failure: ((inputs?: Claim_Questions_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the questions…" |
*
* @param {Claim_Questions_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_loading: ((inputs?: Claim_Questions_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and the questions for this item have not been saved on this device yet. Connect to the internet to answer them." |
*
* @param {Claim_Questions_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_offline: ((inputs?: Claim_Questions_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about the problem" |
*
* @param {Claim_Questions_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_title: ((inputs?: Claim_Questions_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check the Fee and Send Again" |
*
* @param {Claim_Queue_Check_And_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_check_and_resend: ((inputs?: Claim_Queue_Check_And_ResendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_And_ResendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan could not be checked. Please try again." |
*
* @param {Claim_Queue_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_check_failure: ((inputs?: Claim_Queue_Check_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Claim_Queue_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_clear: ((inputs?: Claim_Queue_ClearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ClearInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee to send it now." |
*
* @param {Claim_Queue_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm: ((inputs: Claim_Queue_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee ({card}) to send it now." |
*
* @param {Claim_Queue_Confirm_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm_card: ((inputs: Claim_Queue_Confirm_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. When you are back online we will ask you to confirm the {amount} service call fee." |
*
* @param {Claim_Queue_Confirm_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm_when_online: ((inputs: Claim_Queue_Confirm_When_OnlineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_When_OnlineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send a service request" |
*
* @param {Claim_Queue_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_describe: ((inputs?: Claim_Queue_DescribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DescribeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Claim_Queue_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard: ((inputs?: Claim_Queue_DiscardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DiscardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your {item} request will not be sent." |
*
* @param {Claim_Queue_Discard_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard_text: ((inputs: Claim_Queue_Discard_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Discard this request?" |
*
* @param {Claim_Queue_Discard_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard_title: ((inputs?: Claim_Queue_Discard_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The service call fee is now {amount}; it was {was}. Send the request at the new fee?" |
*
* @param {Claim_Queue_Fee_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_changed_text: ((inputs: Claim_Queue_Fee_Changed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The service call fee has changed" |
*
* @param {Claim_Queue_Fee_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_changed_title: ((inputs?: Claim_Queue_Fee_Changed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This request now has a fee. Please start a new request to pay it." |
*
* @param {Claim_Queue_Fee_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_now: ((inputs?: Claim_Queue_Fee_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{item}, {policyNumber}" |
*
* @param {Claim_Queue_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_item: ((inputs: Claim_Queue_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Queue_ItemInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Queue_ItemInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "{item}, {policyNumber}: {amount} service call fee" |
*
* @param {Claim_Queue_Item_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_item_fee: ((inputs: Claim_Queue_Item_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Queue_Item_FeeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Queue_Item_FeeInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Keep" |
*
* @param {Claim_Queue_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_keep: ((inputs?: Claim_Queue_KeepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_KeepInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan cannot take a request now." |
*
* @param {Claim_Queue_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_authorized: ((inputs?: Claim_Queue_Not_AuthorizedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_AuthorizedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Claim_Queue_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_now: ((inputs?: Claim_Queue_Not_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Claim_Queue_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_sent: ((inputs?: Claim_Queue_Not_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The request was not accepted." |
*
* @param {Claim_Queue_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_refused: ((inputs?: Claim_Queue_RefusedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_RefusedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the request again?" |
*
* @param {Claim_Queue_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend: ((inputs?: Claim_Queue_ResendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ResendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the request again and pay {amount}?" |
*
* @param {Claim_Queue_Resend_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend_pay: ((inputs: Claim_Queue_Resend_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send this request again?" |
*
* @param {Claim_Queue_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend_title: ((inputs?: Claim_Queue_Resend_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send now and pay {amount}" |
*
* @param {Claim_Queue_Send_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_send_and_pay: ((inputs: Claim_Queue_Send_And_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_And_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Claim_Queue_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_send_now: ((inputs?: Claim_Queue_Send_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Claim_Queue_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_sending: ((inputs?: Claim_Queue_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: request {number}" |
*
* @param {Claim_Queue_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_sent: ((inputs: Claim_Queue_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service requests saved on this device" |
*
* @param {Claim_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_title: ((inputs?: Claim_Queue_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. It will be sent when you are back online." |
*
* @param {Claim_Queue_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_waiting: ((inputs?: Claim_Queue_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now" |
*
* @param {Claim_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_refused_title: ((inputs?: Claim_Refused_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Refused_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An adult will be home" |
*
* @param {Claim_Review_Adult_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_adult_home: ((inputs?: Claim_Review_Adult_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Adult_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answers ({count})" |
*
* @param {Claim_Review_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_answers: ((inputs: Claim_Review_AnswersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_AnswersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Claim_Review_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_contact: ((inputs?: Claim_Review_ContactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ContactInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Fee_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_fee_none: ((inputs?: Claim_Review_Fee_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Fee_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Needs repair" |
*
* @param {Claim_Review_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_item: ((inputs?: Claim_Review_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ItemInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection." |
*
* @param {Claim_Review_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_offline: ((inputs?: Claim_Review_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection. Before it is sent we will ask you to confirm the {amount} service cal..." |
*
* @param {Claim_Review_Offline_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_offline_fee: ((inputs: Claim_Review_Offline_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Offline_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Claim_Review_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo: ((inputs?: Claim_Review_PhotoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PhotoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Photo_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo_none: ((inputs?: Claim_Review_Photo_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (not sent while offline)" |
*
* @param {Claim_Review_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo_offline: ((inputs: Claim_Review_Photo_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Claim_Review_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_plan: ((inputs?: Claim_Review_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review your request" |
*
* @param {Claim_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_title: ((inputs?: Claim_Review_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Visit" |
*
* @param {Claim_Review_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_visit: ((inputs?: Claim_Review_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Important" |
*
* @param {Claim_Safety_ImportantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_important: ((inputs?: Claim_Safety_ImportantInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_ImportantInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please read the safety information before you go on." |
*
* @param {Claim_Safety_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_text: ((inputs?: Claim_Safety_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Important safety information" |
*
* @param {Claim_Safety_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_title: ((inputs?: Claim_Safety_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Claim_Safety_UnderstandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_understand: ((inputs?: Claim_Safety_UnderstandInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_UnderstandInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save and send when online" |
*
* @param {Claim_Save_For_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_save_for_later: ((inputs?: Claim_Save_For_LaterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Save_For_LaterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "When you are back online we will ask you to confirm the {amount} service call fee before it is sent. You will find it under My Account." |
*
* @param {Claim_Saved_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_fee: ((inputs: Claim_Saved_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It will be sent as soon as you are back online. You will find it under My Account." |
*
* @param {Claim_Saved_No_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_no_fee: ((inputs?: Claim_Saved_No_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_No_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Your {item} request is saved on this device and is waiting to send." |
*
* @param {Claim_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_text: ((inputs: Claim_Saved_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Claim_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_title: ((inputs?: Claim_Saved_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending your request" |
*
* @param {Claim_Sending_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_sending_title: ((inputs?: Claim_Sending_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Sending_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Claim_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_stars: ((inputs: Claim_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit and pay {amount}" |
*
* @param {Claim_Submit_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_submit_and_pay: ((inputs: Claim_Submit_And_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_And_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit Request" |
*
* @param {Claim_Submit_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_submit_request: ((inputs?: Claim_Submit_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If this is an emergency, please call us at {phone}." |
*
* @param {Claim_Success_EmergencyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_emergency: ((inputs: Claim_Success_EmergencyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_EmergencyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Otherwise, your request will be handled on the next business day." |
*
* @param {Claim_Success_Next_Business_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_next_business_day: ((inputs?: Claim_Success_Next_Business_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_Next_Business_DayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Finding open times…" |
*
* @param {Claim_Time_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_finding: ((inputs?: Claim_Time_FindingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_FindingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Visit time" |
*
* @param {Claim_Time_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_legend: ((inputs?: Claim_Time_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open times could not be loaded. You can still file now." |
*
* @param {Claim_Time_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_load_failure: ((inputs?: Claim_Time_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No open times in the next two weeks. The contractor will call you." |
*
* @param {Claim_Time_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_none: ((inputs?: Claim_Time_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Visits take up to two hours. Times are local to the property." |
*
* @param {Claim_Time_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_note: ((inputs?: Claim_Time_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Claim_Time_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_title: ((inputs?: Claim_Time_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Claim_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_try_again: ((inputs?: Claim_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "View My Service Requests" |
*
* @param {Claim_View_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_view_history: ((inputs?: Claim_View_HistoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_View_HistoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Claim_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_yes: ((inputs?: Claim_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answer" |
*
* @param {Claim_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_answer: ((inputs?: Claim_Your_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answer ({unit})" |
*
* @param {Claim_Your_Answer_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_answer_in: ((inputs: Claim_Your_Answer_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_Answer_InInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your initials" |
*
* @param {Claim_Your_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_initials: ((inputs?: Claim_Your_InitialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_InitialsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your plans" |
*
* @param {Claim_Your_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_plans: ((inputs?: Claim_Your_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Claims_Assign_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_assign_figure: ((inputs?: Claims_Assign_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "to assign a contractor to your claim" |
*
* @param {Claims_Assign_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_assign_text: ((inputs?: Claims_Assign_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best in region" |
*
* @param {Claims_Award_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_award_figure: ((inputs?: Claims_Award_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "in 2014, 2015, 2016, 2019 and 2020" |
*
* @param {Claims_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_award_text: ((inputs?: Claims_Award_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why homeowners choose us" |
*
* @param {Claims_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_heading: ((inputs?: Claims_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "70,000+" |
*
* @param {Claims_Homeowners_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_homeowners_figure: ((inputs?: Claims_Homeowners_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "homeowners protected" |
*
* @param {Claims_Homeowners_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_homeowners_text: ((inputs?: Claims_Homeowners_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "9,000+" |
*
* @param {Claims_Parts_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_parts_figure: ((inputs?: Claims_Parts_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "parts covered; over 5,000 replaced last year" |
*
* @param {Claims_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_parts_text: ((inputs?: Claims_Parts_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "$35/mo" |
*
* @param {Claims_Price_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_price_figure: ((inputs?: Claims_Price_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "plans starting from" |
*
* @param {Claims_Price_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_price_text: ((inputs?: Claims_Price_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "$200" |
*
* @param {Claims_Saving_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_saving_figure: ((inputs?: Claims_Saving_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "average saving per approved repair" |
*
* @param {Claims_Saving_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_saving_text: ((inputs?: Claims_Saving_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "200+" |
*
* @param {Claims_Staff_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_staff_figure: ((inputs?: Claims_Staff_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "full-time staff" |
*
* @param {Claims_Staff_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_staff_text: ((inputs?: Claims_Staff_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry - There was a problem loading the requested article. Please try again." |
*
* @param {Common_Article_Load_Failure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_article_load_failure_text: ((inputs?: Common_Article_Load_Failure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load article" |
*
* @param {Common_Article_Load_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_article_load_failure_title: ((inputs?: Common_Article_Load_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance" |
*
* @param {Common_Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_brochure_error_text: ((inputs?: Common_Brochure_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download Brochure Error" |
*
* @param {Common_Brochure_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_brochure_error_title: ((inputs?: Common_Brochure_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another." |
*
* @param {Common_Change_Password_BreachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_breached: ((inputs?: Common_Change_Password_BreachedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_BreachedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The current password you entered is incorrect." |
*
* @param {Common_Change_Password_Current_IncorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_current_incorrect: ((inputs?: Common_Change_Password_Current_IncorrectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_IncorrectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your current password." |
*
* @param {Common_Change_Password_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_current_required: ((inputs?: Common_Change_Password_Current_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while changing your password, please try again." |
*
* @param {Common_Change_Password_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_failure: ((inputs?: Common_Change_Password_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A password-reset link sets a new password once, within {minutes} minutes of opening it. Please enter your current password, or ask for a new link with \"Forgo..." |
*
* @param {Common_Change_Password_Reset_Link_SpentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_reset_link_spent: ((inputs: Common_Change_Password_Reset_Link_SpentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Reset_Link_SpentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a new password that is different from your current one." |
*
* @param {Common_Change_Password_Same_As_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_same_as_current: ((inputs?: Common_Change_Password_Same_As_CurrentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Same_As_CurrentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Password Changed." |
*
* @param {Common_Change_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_success: ((inputs?: Common_Change_Password_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We answer within one business day." |
*
* @param {Common_Chat_Answer_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_answer_time: ((inputs?: Common_Chat_Answer_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_Answer_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Common_Chat_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_failed: ((inputs: Common_Chat_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you, your message is on its way to customer care." |
*
* @param {Common_Chat_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_sent: ((inputs?: Common_Chat_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_email_invalid: ((inputs?: Common_Contact_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_email_required: ((inputs?: Common_Contact_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a message." |
*
* @param {Common_Contact_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_message_required: ((inputs?: Common_Contact_Message_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Message_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Common_Contact_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_success: ((inputs?: Common_Contact_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Convert Failed" |
*
* @param {Common_Convert_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_convert_failure_title: ((inputs?: Common_Convert_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Convert_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, we couldn't find the coupon code you provided." |
*
* @param {Common_Coupon_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_coupon_failure: ((inputs?: Common_Coupon_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You just saved ${amount}!" |
*
* @param {Common_Coupon_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_coupon_success: ((inputs: Common_Coupon_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to set the default payment method." |
*
* @param {Common_Default_Payment_Method_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_default_payment_method_failure: ((inputs?: Common_Default_Payment_Method_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Default_Payment_Method_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The cost of this dispatch ticket exceeds your pre-authorized amount of ${preAuthorizedAmount}. You must be under your pre-authorized amount in order to add p..." |
*
* @param {Common_Dispatch_Change_Discount_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_change_discount_text: ((inputs: Common_Dispatch_Change_Discount_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change Discount" |
*
* @param {Common_Dispatch_Change_Discount_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_change_discount_title: ((inputs?: Common_Dispatch_Change_Discount_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error submitting changes" |
*
* @param {Common_Dispatch_Save_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_save_failure: ((inputs?: Common_Dispatch_Save_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully submitted your changes." |
*
* @param {Common_Dispatch_Save_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_save_success: ((inputs?: Common_Dispatch_Save_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submission cancelled" |
*
* @param {Common_Dispatch_Submission_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_submission_cancelled: ((inputs?: Common_Dispatch_Submission_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Submission_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load feature flagging items." |
*
* @param {Common_Feature_Flags_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_feature_flags_load_failure: ((inputs?: Common_Feature_Flags_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Feature_Flags_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while sending the file, please try again." |
*
* @param {Common_File_Upload_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_failure: ((inputs?: Common_File_Upload_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending File..." |
*
* @param {Common_File_Upload_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_sending: ((inputs?: Common_File_Upload_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "File Sent" |
*
* @param {Common_File_Upload_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_success: ((inputs?: Common_File_Upload_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The email address is incorrect. Please verify your email and try again." |
*
* @param {Common_Forgot_Password_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_email_invalid: ((inputs?: Common_Forgot_Password_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Common_Forgot_Password_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_email_required: ((inputs?: Common_Forgot_Password_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If an account is set up, an email will be sent to the specified email address {email}." |
*
* @param {Common_Forgot_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_success: ((inputs: Common_Forgot_Password_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Let us help! Please enter your email." |
*
* @param {Common_Forgot_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_text: ((inputs?: Common_Forgot_Password_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Trouble Logging In?" |
*
* @param {Common_Forgot_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_title: ((inputs?: Common_Forgot_Password_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Timed Out!" |
*
* @param {Common_Geolocation_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_geolocation_timed_out: ((inputs?: Common_Geolocation_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This browser does not support geolocation." |
*
* @param {Common_Geolocation_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_geolocation_unsupported: ((inputs?: Common_Geolocation_UnsupportedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_UnsupportedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while either attempting to impersonate or ending impersonation." |
*
* @param {Common_Impersonation_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_impersonation_failure: ((inputs?: Common_Impersonation_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Impersonation_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser." |
*
* @param {Common_Initialization_Essential_Scripts_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_essential_scripts_failed: ((inputs?: Common_Initialization_Essential_Scripts_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Essential_Scripts_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. The app shows what was saved on this device." |
*
* @param {Common_Initialization_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_offline: ((inputs?: Common_Initialization_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Initialization timed out." |
*
* @param {Common_Initialization_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_timed_out: ((inputs?: Common_Initialization_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The username or password you entered were incorrect. Please try again." |
*
* @param {Common_Login_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_error_text: ((inputs?: Common_Login_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login Error" |
*
* @param {Common_Login_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_error_title: ((inputs?: Common_Login_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in link is invalid or has expired." |
*
* @param {Common_Login_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_link_invalid: ((inputs?: Common_Login_Link_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Link_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please login to request repair" |
*
* @param {Common_Login_Repair_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_repair_title: ((inputs?: Common_Login_Repair_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Repair_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your session has expired. Please sign in again." |
*
* @param {Common_Login_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_session_expired: ((inputs?: Common_Login_Session_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Session_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login to Your Account" |
*
* @param {Common_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_title: ((inputs?: Common_Login_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please wait a few minutes and try again." |
*
* @param {Common_Login_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_too_many_attempts: ((inputs?: Common_Login_Too_Many_AttemptsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Too_Many_AttemptsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} change is not sent yet. It is kept on this device and will be sent when you sign in again." |
* | "other" | "{count} changes are not sent yet. They are kept on this device and will be sent when you sign in again." |
*
* @param {Common_Login_Unsent_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_unsent_kept: ((inputs: Common_Login_Unsent_KeptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Unsent_KeptInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We found multiple accounts associated with your email address and have consolidated them. Please login again." |
*
* @param {Common_Merge_AutomaticInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_merge_automatic: ((inputs?: Common_Merge_AutomaticInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_AutomaticInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your user accounts have been successfully consolidated. Please login again." |
*
* @param {Common_Merge_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_merge_success: ((inputs?: Common_Merge_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Common_Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_button: ((inputs?: Common_Newsletter_Confirm_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one." |
*
* @param {Common_Newsletter_Confirm_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_invalid: ((inputs?: Common_Newsletter_Confirm_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a link to {email}. Open it to confirm your subscription; until then we send you nothing." |
*
* @param {Common_Newsletter_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_sent: ((inputs: Common_Newsletter_Confirm_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Common_Newsletter_Confirm_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_sent_title: ((inputs?: Common_Newsletter_Confirm_Sent_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_Sent_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm that you would like to receive our newsletter at the address this link was sent to." |
*
* @param {Common_Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_text: ((inputs?: Common_Newsletter_Confirm_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Common_Newsletter_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_title: ((inputs?: Common_Newsletter_Confirm_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirmed_title: ((inputs?: Common_Newsletter_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while subscribing to the newsletter, please try again." |
*
* @param {Common_Newsletter_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_failure: ((inputs?: Common_Newsletter_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription Failed!" |
*
* @param {Common_Newsletter_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_failure_title: ((inputs?: Common_Newsletter_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email is required." |
*
* @param {Common_Newsletter_Field_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_field_error: ((inputs?: Common_Newsletter_Field_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an e-mail address like name@example.com." |
*
* @param {Common_Newsletter_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_field_invalid: ((inputs?: Common_Newsletter_Field_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The email address you entered is incorrect. Please try again." |
*
* @param {Common_Newsletter_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_invalid_text: ((inputs?: Common_Newsletter_Invalid_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Common_Newsletter_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_invalid_title: ((inputs?: Common_Newsletter_Invalid_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{email} is now signed up for the newsletter!" |
*
* @param {Common_Newsletter_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_success: ((inputs: Common_Newsletter_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_success_title: ((inputs?: Common_Newsletter_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry, but we don't (yet) provide service to your zip code." |
*
* @param {Common_No_Service_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_no_service_text: ((inputs?: Common_No_Service_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No Service" |
*
* @param {Common_No_Service_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_no_service_title: ((inputs?: Common_No_Service_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Common_Not_Found_Go_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_go_back: ((inputs?: Common_Not_Found_Go_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_Go_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We can't seem to find the page you're looking for." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_text: ((inputs?: Common_Not_Found_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Oh no… This isn't right" |
*
* @param {Common_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_title: ((inputs?: Common_Not_Found_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your order has been successfully completed." |
*
* @param {Common_Order_Complete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_order_complete_text: ((inputs?: Common_Order_Complete_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order Completed" |
*
* @param {Common_Order_Complete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_order_complete_title: ((inputs?: Common_Order_Complete_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save Failed" |
*
* @param {Common_Partner_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_partner_failure_title: ((inputs?: Common_Partner_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agent information saved successfully." |
*
* @param {Common_Partner_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_partner_success: ((inputs?: Common_Partner_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully processed payment for contract: {policyNumber}" |
*
* @param {Common_Payment_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_payment_success: ((inputs: Common_Payment_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Payment_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Budget Amount is required." |
*
* @param {Common_Quick_Order_Budget_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quick_order_budget_required: ((inputs?: Common_Quick_Order_Budget_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Budget Amount must be at most {most}." |
*
* @param {Common_Quick_Order_Budget_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quick_order_budget_too_large: ((inputs: Common_Quick_Order_Budget_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Address is required." |
*
* @param {Common_Quote_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_address_required: ((inputs?: Common_Quote_Address_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Address_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Quote_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_email_invalid: ((inputs?: Common_Quote_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Quote_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_email_required: ((inputs?: Common_Quote_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quote Error" |
*
* @param {Common_Quote_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_error_title: ((inputs?: Common_Quote_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Common_Quote_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_name_required: ((inputs?: Common_Quote_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Common_Quote_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_phone_required: ((inputs?: Common_Quote_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Zip code is required." |
*
* @param {Common_Quote_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_zip_required: ((inputs?: Common_Quote_Zip_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Zip_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "REQUIRED" |
*
* @param {Common_Required_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_required_label: ((inputs?: Common_Required_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Required_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There's a Problem...!" |
*
* @param {Common_Service_Request_Authorization_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_authorization_failure_title: ((inputs?: Common_Service_Request_Authorization_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Authorization_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while submitting your claim." |
*
* @param {Common_Service_Request_Claim_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_claim_failure: ((inputs?: Common_Service_Request_Claim_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Claim_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Oops, something went wrong! Please call us at {phone}" |
*
* @param {Common_Service_Request_Send_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_send_failure: ((inputs: Common_Service_Request_Send_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Send_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submitting service request. Please wait..." |
*
* @param {Common_Service_Request_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_submitting: ((inputs?: Common_Service_Request_SubmittingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_SubmittingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We received your service request after normal business hours, but we still have people on staff to help if this is an emergency." |
*
* @param {Common_Service_Request_Success_After_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_success_after_hours: ((inputs?: Common_Service_Request_Success_After_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_After_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment." |
*
* @param {Common_Service_Request_Success_In_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_success_in_hours: ((inputs?: Common_Service_Request_Success_In_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_In_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to cancel work order. Please call for assistance." |
*
* @param {Common_Status_Update_Cancel_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_failure: ((inputs?: Common_Status_Update_Cancel_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancellation request has been submitted" |
*
* @param {Common_Status_Update_Cancel_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_success_text: ((inputs?: Common_Status_Update_Cancel_Success_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Common_Status_Update_Cancel_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_success_title: ((inputs?: Common_Status_Update_Cancel_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to complete status update. Please call for assistance." |
*
* @param {Common_Status_Update_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_failure: ((inputs?: Common_Status_Update_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled status has been successfully submitted" |
*
* @param {Common_Status_Update_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_success_text: ((inputs?: Common_Status_Update_Success_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you" |
*
* @param {Common_Status_Update_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_success_title: ((inputs?: Common_Status_Update_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email is invalid." |
*
* @param {Common_Streem_Signup_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_email_invalid: ((inputs?: Common_Streem_Signup_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong please try again later." |
*
* @param {Common_Streem_Signup_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_failure: ((inputs?: Common_Streem_Signup_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "PhoneNumber must be 12 characters, as 555-555-0100." |
*
* @param {Common_Streem_Signup_Phone_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_phone_length: ((inputs?: Common_Streem_Signup_Phone_LengthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_LengthInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "PhoneNumber is required" |
*
* @param {Common_Streem_Signup_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_phone_required: ((inputs?: Common_Streem_Signup_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{field} is required." |
*
* @param {Common_Streem_Signup_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_required: ((inputs: Common_Streem_Signup_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! We will reach out within a couple of business days to complete your signup." |
*
* @param {Common_Streem_Signup_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_success: ((inputs?: Common_Streem_Signup_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have successfully been enrolled to recieve updates through text messaging." |
*
* @param {Common_Text_Opt_In_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_text_opt_in_success: ((inputs?: Common_Text_Opt_In_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Text_Opt_In_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We have received this request many times from you in a short while. Please try again {wait}." |
*
* @param {Common_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_too_many_requests: ((inputs: Common_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Too_Many_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to reach the server. Check your connection and try again." |
*
* @param {Common_Transport_Network_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_network_error: ((inputs?: Common_Transport_Network_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Network_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error communicating with the server. Please try again later." |
*
* @param {Common_Transport_Server_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_text: ((inputs?: Common_Transport_Server_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Server Error" |
*
* @param {Common_Transport_Server_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_title: ((inputs?: Common_Transport_Server_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Server Error. Response Code {status}" |
*
* @param {Common_Transport_Server_Error_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_with_code: ((inputs: Common_Transport_Server_Error_With_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_With_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Common_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_update_available: ((inputs?: Common_Update_AvailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_AvailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Common_Update_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_update_reload: ((inputs?: Common_Update_ReloadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_ReloadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Oops...we need a bit more information!" |
*
* @param {Common_Validation_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_validation_dialog_title: ((inputs?: Common_Validation_Dialog_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Validation_Dialog_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Customer care" |
*
* @param {Contact_Customer_CareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_customer_care: ((inputs?: Contact_Customer_CareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Customer_CareInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call, e-mail or write to {brand}: customer care, media contacts and our mailing address." |
*
* @param {Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_description: ((inputs: Contact_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We are here to help" |
*
* @param {Contact_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_eyebrow: ((inputs?: Contact_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Contact_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_failed_text: ((inputs: Contact_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Message Not Sent" |
*
* @param {Contact_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_failed_title: ((inputs?: Contact_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_heading: ((inputs?: Contact_Form_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We read every message and answer by e-mail or phone." |
*
* @param {Contact_Form_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_intro: ((inputs?: Contact_Form_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Contact_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_label: ((inputs?: Contact_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact information" |
*
* @param {Contact_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_info_heading: ((inputs?: Contact_Info_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Info_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about a plan, a claim or an invoice? Our customer care team answers the phone and the inbox. To request a repair, use Request Repair at the top of ..." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_intro: ((inputs?: Contact_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Mailing address" |
*
* @param {Contact_Mailing_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_mailing_address: ((inputs?: Contact_Mailing_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Mailing_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Media contact" |
*
* @param {Contact_MediaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_media: ((inputs?: Contact_MediaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_MediaInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How can we help?" |
*
* @param {Contact_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_message_label: ((inputs?: Contact_Message_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Message Sent" |
*
* @param {Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_sent_title: ((inputs?: Contact_Sent_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Sent_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Contact_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_submit: ((inputs?: Contact_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_title: ((inputs?: Contact_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close the privacy notice" |
*
* @param {Cookie_Bar_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_close: ((inputs?: Cookie_Bar_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our Privacy Policy." |
*
* @param {Cookie_Bar_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_text: ((inputs?: Cookie_Bar_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Cookie_Bar_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Cookie_Bar_TextInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "We value your privacy" |
*
* @param {Cookie_Bar_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_title: ((inputs?: Cookie_Bar_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Escrow_Invoice_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_amount_due: ((inputs?: Escrow_Invoice_Amount_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Escrow_Invoice_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_amount_paid: ((inputs?: Escrow_Invoice_Amount_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Escrow_Invoice_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_buyer: ((inputs?: Escrow_Invoice_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about this invoice? Call {brand} at {phone}." |
*
* @param {Escrow_Invoice_Cancelled_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_call: ((inputs: Escrow_Invoice_Cancelled_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Escrow_Invoice_Cancelled_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} was cancelled, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_contract_cancelled: ((inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} has expired, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_contract_expired: ((inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is due on this invoice any more, and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_invoice: ((inputs?: Escrow_Invoice_Cancelled_InvoiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_InvoiceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This invoice was cancelled" |
*
* @param {Escrow_Invoice_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_title: ((inputs?: Escrow_Invoice_Cancelled_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Closing date" |
*
* @param {Escrow_Invoice_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_closing_date: ((inputs?: Escrow_Invoice_Closing_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Closing_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Escrow_Invoice_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_contract_number: ((inputs?: Escrow_Invoice_Contract_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Contract_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your e-mail (for the receipt)" |
*
* @param {Escrow_Invoice_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_email_label: ((inputs?: Escrow_Invoice_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your e-mail." |
*
* @param {Escrow_Invoice_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_email_required: ((inputs?: Escrow_Invoice_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The invoice could not be loaded. Please check your connection and try again." |
*
* @param {Escrow_Invoice_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_load_failure: ((inputs?: Escrow_Invoice_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the invoice…" |
*
* @param {Escrow_Invoice_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_loading: ((inputs?: Escrow_Invoice_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your e-mail above first: the card is saved for it." |
*
* @param {Escrow_Invoice_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_needs_email: ((inputs?: Escrow_Invoice_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Escrow_Invoice_Not_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_not_set: ((inputs?: Escrow_Invoice_Not_SetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Not_SetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paid: ((inputs?: Escrow_Invoice_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid on {date}. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paid_on: ((inputs: Escrow_Invoice_Paid_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Paid_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Escrow_Invoice_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_pay: ((inputs: Escrow_Invoice_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay by card" |
*
* @param {Escrow_Invoice_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_pay_title: ((inputs?: Escrow_Invoice_Pay_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Pay_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paying…" |
*
* @param {Escrow_Invoice_PayingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paying: ((inputs?: Escrow_Invoice_PayingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The payment could not be made. Please try again." |
*
* @param {Escrow_Invoice_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_payment_failure: ((inputs?: Escrow_Invoice_Payment_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Payment_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Escrow_Invoice_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_plan: ((inputs?: Escrow_Invoice_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Escrow_Invoice_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_property: ((inputs?: Escrow_Invoice_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call {brand} at {phone}. To pay by cheque, make it payable to {brand} with the contract number on it." |
*
* @param {Escrow_Invoice_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_questions: ((inputs: Escrow_Invoice_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Escrow_Invoice_QuestionsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Escrow_Invoice_QuestionsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Invoice Due at Closing" |
*
* @param {Escrow_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_title: ((inputs?: Escrow_Invoice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Escrow_Invoice_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_try_again: ((inputs?: Escrow_Invoice_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_about: ((inputs?: Footer_AboutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AboutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Footer_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_call: ((inputs: Footer_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Footer_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Footer_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_contact: ((inputs?: Footer_ContactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContactInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Footer_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_contractors: ((inputs?: Footer_ContractorsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContractorsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowners" |
*
* @param {Footer_HomeownersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_homeowners: ((inputs?: Footer_HomeownersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HomeownersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Footer_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_nav_label: ((inputs?: Footer_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Footer_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_privacy_choices: ((inputs?: Footer_Privacy_ChoicesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_ChoicesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_privacy_policy: ((inputs?: Footer_Privacy_PolicyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_PolicyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Footer_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_real_estate: ((inputs?: Footer_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Footer_ResourcesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_resources: ((inputs?: Footer_ResourcesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ResourcesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State Privacy Notice" |
*
* @param {Footer_State_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_state_notice: ((inputs?: Footer_State_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_State_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty plans in Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_tagline: ((inputs?: Footer_TaglineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TaglineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_terms: ((inputs?: Footer_TermsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TermsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Header_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_account: ((inputs?: Header_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Header_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_call: ((inputs: Header_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_CallInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Header_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_contractors: ((inputs?: Header_ContractorsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_ContractorsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Header_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_home_link: ((inputs: Header_Home_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Home_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Header_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_homeowner: ((inputs?: Header_HomeownerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_HomeownerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Header_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_login: ((inputs?: Header_LoginInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_LoginInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Header_My_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_my_account: ((inputs?: Header_My_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_My_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Header_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_nav_label: ((inputs?: Header_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Header_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_real_estate: ((inputs?: Header_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Become a Contractor" |
*
* @param {Home_Become_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_become_contractor: ((inputs?: Home_Become_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Become_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our plans on paper, in English or Spanish, ready for your next listing." |
*
* @param {Home_Buyers_Callout_Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_brochure_text: ((inputs?: Home_Buyers_Callout_Brochure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request a Brochure" |
*
* @param {Home_Buyers_Callout_Brochure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_brochure_title: ((inputs?: Home_Buyers_Callout_Brochure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A representative in your market for training, brochures and orders." |
*
* @param {Home_Buyers_Callout_Reps_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_reps_text: ((inputs?: Home_Buyers_Callout_Reps_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Local Reps" |
*
* @param {Home_Buyers_Callout_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_reps_title: ((inputs?: Home_Buyers_Callout_Reps_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Guides on buying, selling and home care to share with your clients." |
*
* @param {Home_Buyers_Callout_Tools_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_tools_text: ((inputs?: Home_Buyers_Callout_Tools_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Educational Tools" |
*
* @param {Home_Buyers_Callout_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_tools_title: ((inputs?: Home_Buyers_Callout_Tools_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hear from agents and escrow officers who order with us every week." |
*
* @param {Home_Buyers_Callout_Why_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_why_text: ((inputs?: Home_Buyers_Callout_Why_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Buyers_Callout_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_why_title: ((inputs?: Home_Buyers_Callout_Why_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How we help real estate professionals" |
*
* @param {Home_Buyers_Callouts_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callouts_heading: ((inputs?: Home_Buyers_Callouts_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callouts_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For agents, brokers and escrow officers" |
*
* @param {Home_Buyers_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_eyebrow: ((inputs?: Home_Buyers_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty for Real Estate Professionals" |
*
* @param {Home_Buyers_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_heading: ((inputs?: Home_Buyers_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is listed. Order in minutes, pay at closing, and co..." |
*
* @param {Home_Buyers_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_intro: ((inputs?: Home_Buyers_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Guides and articles for real estate professionals and their clients: buying and selling a home, home warranty basics and home maintenance." |
*
* @param {Home_Buyers_Meta_Benefits_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_benefits_description: ((inputs?: Home_Buyers_Meta_Benefits_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate Education Tools" |
*
* @param {Home_Buyers_Meta_Benefits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_benefits_title: ((inputs?: Home_Buyers_Meta_Benefits_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and Utah: quick orders, listing coverage, brochures an..." |
*
* @param {Home_Buyers_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_description: ((inputs?: Home_Buyers_Meta_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and order one for your closing in minutes." |
*
* @param {Home_Buyers_Meta_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_plans_description: ((inputs?: Home_Buyers_Meta_Plans_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Buyer Protection Plans" |
*
* @param {Home_Buyers_Meta_Plans_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_plans_title: ((inputs?: Home_Buyers_Meta_Plans_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah, and reach yours by phone or e-mail." |
*
* @param {Home_Buyers_Meta_Reps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reps_description: ((inputs?: Home_Buyers_Meta_Reps_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your Local Home Warranty Representative" |
*
* @param {Home_Buyers_Meta_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reps_title: ((inputs?: Home_Buyers_Meta_Reps_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What agents, brokers and escrow officers say about ordering residential service contracts for their buyers and sellers." |
*
* @param {Home_Buyers_Meta_Reviews_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reviews_description: ((inputs?: Home_Buyers_Meta_Reviews_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Residential Service Contract Reviews from Real Estate Professionals" |
*
* @param {Home_Buyers_Meta_Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reviews_title: ((inputs?: Home_Buyers_Meta_Reviews_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "OR" |
*
* @param {Home_Buyers_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_or: ((inputs?: Home_Buyers_OrInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_OrInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Place an Order" |
*
* @param {Home_Buyers_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_place_order: ((inputs?: Home_Buyers_Place_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Place_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Buyer Plans" |
*
* @param {Home_Buyers_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_plans_heading: ((inputs?: Home_Buyers_Plans_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing. Listing coverage is available while the home is on the..." |
*
* @param {Home_Buyers_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_plans_intro: ((inputs?: Home_Buyers_Plans_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the quick order form…" |
*
* @param {Home_Buyers_Quick_Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_quick_order_loading: ((inputs?: Home_Buyers_Quick_Order_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Quick_Order_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet your Representative" |
*
* @param {Home_Buyers_Section_RepsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_section_reps: ((inputs?: Home_Buyers_Section_RepsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_RepsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why Choose {brand}" |
*
* @param {Home_Buyers_Section_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_section_why: ((inputs: Home_Buyers_Section_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate page sections" |
*
* @param {Home_Buyers_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_subnav_label: ((inputs?: Home_Buyers_Subnav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Subnav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For contractors" |
*
* @param {Home_Contractors_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_contractors_heading: ((inputs?: Home_Contractors_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send the work, supply major parts and pay your labor, ..." |
*
* @param {Home_Contractors_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_contractors_text: ((inputs?: Home_Contractors_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A licensed contractor within 24 hours of your claim." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_description: ((inputs: Home_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Arizona · Idaho · Nevada · Oregon · Texas · Utah" |
*
* @param {Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_eyebrow: ((inputs?: Home_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Find Your Local Rep" |
*
* @param {Home_Find_RepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_find_rep: ((inputs?: Home_Find_RepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Find_RepInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty protection that shows up when you need it" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_heading: ((inputs?: Home_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a licensed local contractor on the way. Plans star..." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_intro: ((inputs?: Home_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For real estate professionals" |
*
* @param {Home_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_heading: ((inputs?: Home_Real_Estate_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate Plans" |
*
* @param {Home_Real_Estate_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_plans: ((inputs?: Home_Real_Estate_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage for sellers while the home is on the market" |
*
* @param {Home_Real_Estate_Point1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point1: ((inputs?: Home_Real_Estate_Point1Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point1Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans paid at closing through escrow" |
*
* @param {Home_Real_Estate_Point2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point2: ((inputs?: Home_Real_Estate_Point2Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point2Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A local representative in every state we serve" |
*
* @param {Home_Real_Estate_Point3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point3: ((inputs?: Home_Real_Estate_Point3Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point3Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers and escrow officers order in minutes with our q..." |
*
* @param {Home_Real_Estate_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_text: ((inputs?: Home_Real_Estate_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "See Plans & Pricing" |
*
* @param {Home_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_see_plans: ((inputs?: Home_See_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open a claim online at any hour, or call us. Tell us what stopped working and when you are home." |
*
* @param {Home_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step1_text: ((inputs?: Home_Step1_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request a repair" |
*
* @param {Home_Step1_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step1_title: ((inputs?: Home_Step1_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We assign a licensed local contractor within 24 hours, and they call you to set up the visit." |
*
* @param {Home_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step2_text: ((inputs?: Home_Step2_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet your contractor" |
*
* @param {Home_Step2_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step2_title: ((inputs?: Home_Step2_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill." |
*
* @param {Home_Step3_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step3_text: ((inputs?: Home_Step3_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay only the service fee" |
*
* @param {Home_Step3_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step3_title: ((inputs?: Home_Step3_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How a repair works" |
*
* @param {Home_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_steps_heading: ((inputs?: Home_Steps_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Steps_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty Plans" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a Plan" |
*
* @param {Homeowner_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_choose_plan: ((inputs?: Homeowner_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, plumbing, electrical and appliances in Arizona, Idaho, N..." |
*
* @param {Homeowner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_description: ((inputs?: Homeowner_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For homeowners" |
*
* @param {Homeowner_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_eyebrow: ((inputs?: Homeowner_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Appliances and home systems wear out on their own schedule. A {brand} plan covers the repair or replacement of what breaks from normal wear and tear, for a s..." |
*
* @param {Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_intro: ((inputs: Homeowner_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare Home Warranty Plans" |
*
* @param {Homeowner_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_plans_heading: ((inputs?: Homeowner_Plans_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Three plans, from the home systems you use every day to full coverage of your kitchen and laundry appliances. Add pool, well, septic and more when you order...." |
*
* @param {Homeowner_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_plans_intro: ((inputs?: Homeowner_Plans_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew Your Warranty" |
*
* @param {Homeowner_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_renew: ((inputs?: Homeowner_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request Quote" |
*
* @param {Homeowner_Request_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_request_quote: ((inputs?: Homeowner_Request_QuoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Request_QuoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner page sections" |
*
* @param {Homeowner_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_subnav_label: ((inputs?: Homeowner_Subnav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Subnav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty Plans for Homeowners" |
*
* @param {Homeowner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_title: ((inputs?: Homeowner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "SOLD" |
*
* @param {Illustration_SoldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const illustration_sold: ((inputs?: Illustration_SoldInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Illustration_SoldInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Install app" |
*
* @param {Install_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_app: ((inputs?: Install_AppInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_AppInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "View this page in {language}" |
*
* @param {Language_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const language_switch_to: ((inputs: Language_Switch_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Switch_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This page is provided in English." |
*
* @param {Legal_English_GovernsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_english_governs: ((inputs?: Legal_English_GovernsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_English_GovernsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What personal information we collect, why, who we share it with, how long we keep it and the choices and rights you have." |
*
* @param {Legal_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_privacy_description: ((inputs?: Legal_Privacy_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_privacy_title: ((inputs?: Legal_Privacy_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them." |
*
* @param {Legal_State_Notice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_state_notice_description: ((inputs?: Legal_State_Notice_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers" |
*
* @param {Legal_State_Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_state_notice_title: ((inputs?: Legal_State_Notice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The terms for using our website and services: eligibility, acceptable use, text messages, liability and how disputes are resolved." |
*
* @param {Legal_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_terms_description: ((inputs?: Legal_Terms_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Terms & Conditions" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_terms_title: ((inputs?: Legal_Terms_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_Toc_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_toc_label: ((inputs?: Legal_Toc_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Toc_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_updated: ((inputs: Legal_UpdatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Legal_UpdatedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Legal_UpdatedInputs, {
    locale?: "en" | "es";
}, {
    time: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const not_found_page_title: ((inputs?: Not_Found_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Included with this plan" |
*
* @param {Order_Addon_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_included: ((inputs?: Order_Addon_IncludedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_IncludedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One less {name}" |
*
* @param {Order_Addon_LessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_less: ((inputs: Order_Addon_LessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_LessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One more {name}" |
*
* @param {Order_Addon_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_more: ((inputs: Order_Addon_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-ons" |
*
* @param {Order_AddonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addons: ((inputs?: Order_AddonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_AddonsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan has no add-ons." |
*
* @param {Order_Addons_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addons_none: ((inputs?: Order_Addons_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addons_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Did you mean {address}?" |
*
* @param {Order_Address_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_address_did_you_mean: ((inputs: Order_Address_Did_You_MeanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Address_Did_You_MeanInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Address_Did_You_MeanInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Order_Address_UseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_address_use: ((inputs?: Order_Address_UseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Address_UseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew my plan automatically each year, with the auto-renew discount" |
*
* @param {Order_Auto_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_auto_renew: ((inputs?: Order_Auto_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Auto_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Order_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_back: ((inputs?: Order_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing city" |
*
* @param {Order_Billing_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_city: ((inputs?: Order_Billing_CityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_CityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing city is required." |
*
* @param {Order_Billing_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_city_required: ((inputs?: Order_Billing_City_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_City_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing address same as property" |
*
* @param {Order_Billing_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_same: ((inputs?: Order_Billing_SameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_SameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing state" |
*
* @param {Order_Billing_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_state: ((inputs?: Order_Billing_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing state is required." |
*
* @param {Order_Billing_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_state_required: ((inputs?: Order_Billing_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing street address" |
*
* @param {Order_Billing_StreetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_street: ((inputs?: Order_Billing_StreetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StreetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing address is required." |
*
* @param {Order_Billing_Street_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_street_required: ((inputs?: Order_Billing_Street_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Street_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing zip code" |
*
* @param {Order_Billing_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_zip: ((inputs?: Order_Billing_ZipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_ZipInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing zip code is required." |
*
* @param {Order_Billing_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_zip_required: ((inputs?: Order_Billing_Zip_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Zip_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer's credit: {amount}" |
*
* @param {Order_Buyers_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit: ((inputs: Order_Buyers_CreditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Buyers_CreditInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Buyers_CreditInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Buyer's credit: {amount} applied to prepaid service calls." |
*
* @param {Order_Buyers_Credit_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit_applied: ((inputs: Order_Buyers_Credit_AppliedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Buyers_Credit_AppliedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_AppliedInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Apply it to {count} prepaid service call" |
* | "other" | "Apply it to {count} prepaid service calls" |
*
* @param {Order_Buyers_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit_apply: ((inputs: Order_Buyers_Credit_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter card" |
*
* @param {Order_Card_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_enter: ((inputs?: Order_Card_EnterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_EnterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card form has expired. Please open it again." |
*
* @param {Order_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_expired: ((inputs?: Order_Card_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Secure card form" |
*
* @param {Order_Card_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_frame_title: ((inputs?: Order_Card_Frame_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Frame_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your card goes straight to our card processor's secure form; we keep only its last four digits." |
*
* @param {Order_Card_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_hint: ((inputs?: Order_Card_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} ending {lastFour}, expires {expires}" |
*
* @param {Order_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_label: ((inputs: Order_Card_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Order_Card_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_legend: ((inputs?: Order_Card_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your e-mail address first: the card is saved for it." |
*
* @param {Order_Card_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_needs_email: ((inputs?: Order_Card_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Card entry needs a connection. Connect to the internet to enter your card; the rest of the form can be filled in meanwhile." |
*
* @param {Order_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_offline: ((inputs?: Order_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open the card form again" |
*
* @param {Order_Card_Open_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_again: ((inputs?: Order_Card_Open_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card form could not be opened. Please try again." |
*
* @param {Order_Card_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_failed: ((inputs?: Order_Card_Open_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card form could not be opened: the connection was lost. Please try again." |
*
* @param {Order_Card_Open_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_lost: ((inputs?: Order_Card_Open_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_LostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the secure card form…" |
*
* @param {Order_Card_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_opening: ((inputs?: Order_Card_OpeningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OpeningInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not read the card you saved. Please try again." |
*
* @param {Order_Card_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_read_failed: ((inputs?: Order_Card_Read_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not read the card you saved: the connection was lost. Please try again." |
*
* @param {Order_Card_Read_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_read_lost: ((inputs?: Order_Card_Read_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_LostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your card…" |
*
* @param {Order_Card_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_reading: ((inputs?: Order_Card_ReadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ReadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your card details." |
*
* @param {Order_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_required: ((inputs?: Order_Card_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Order_Card_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_try_again: ((inputs?: Order_Card_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Use a different card" |
*
* @param {Order_Card_Use_DifferentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_use_different: ((inputs?: Order_Card_Use_DifferentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Use_DifferentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please check the order: {field} {problem}." |
*
* @param {Order_Check_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_check_body: ((inputs: Order_Check_BodyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Check_BodyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the plan to renew from your account." |
*
* @param {Order_Choose_Plan_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_plan_to_renew: ((inputs?: Order_Choose_Plan_To_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the plan to upgrade from your account." |
*
* @param {Order_Choose_Plan_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_plan_to_upgrade: ((inputs?: Order_Choose_Plan_To_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose A State" |
*
* @param {Order_Choose_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_state: ((inputs?: Order_Choose_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Order_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_city: ((inputs?: Order_CityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_CityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City is required." |
*
* @param {Order_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_city_required: ((inputs?: Order_City_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_City_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated close date" |
*
* @param {Order_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_close_date: ((inputs?: Order_Close_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated close date is required." |
*
* @param {Order_Close_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_close_date_required: ((inputs?: Order_Close_Date_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_Date_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber}" |
*
* @param {Order_Confirm_Owner_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_contract: ((inputs: Order_Confirm_Owner_ContractInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_ContractInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This is not my order" |
*
* @param {Order_Confirm_Owner_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_no: ((inputs?: Order_Confirm_Owner_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If it is not yours, the order is cancelled and any payment is returned." |
*
* @param {Order_Confirm_Owner_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_note: ((inputs?: Order_Confirm_Owner_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your account. Is it yours?" |
*
* @param {Order_Confirm_Owner_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_question: ((inputs?: Order_Confirm_Owner_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm Your Order" |
*
* @param {Order_Confirm_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_title: ((inputs?: Order_Confirm_Owner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes, add it to my account" |
*
* @param {Order_Confirm_Owner_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_yes: ((inputs?: Order_Confirm_Owner_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your buyer's order is placed. Thank you for ordering with {brand}." |
*
* @param {Order_Confirmation_Agent_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_agent_lead: ((inputs: Order_Confirmation_Agent_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Agent_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Order_Confirmation_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_amount_paid: ((inputs?: Order_Confirmation_Amount_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Amount_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage starts" |
*
* @param {Order_Confirmation_Coverage_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_coverage_starts: ((inputs?: Order_Confirmation_Coverage_StartsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Coverage_StartsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly payment" |
*
* @param {Order_Confirmation_Monthly_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_monthly_payment: ((inputs?: Order_Confirmation_Monthly_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Monthly_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Order_Confirmation_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_next_title: ((inputs?: Order_Confirmation_Next_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Next_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There is no recent order to show in this browser tab." |
*
* @param {Order_Confirmation_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_none: ((inputs?: Order_Confirmation_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Policy number" |
*
* @param {Order_Confirmation_Policy_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_policy_number: ((inputs?: Order_Confirmation_Policy_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Policy_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start an order" |
*
* @param {Order_Confirmation_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_start: ((inputs?: Order_Confirmation_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_StartInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Starts at close of escrow" |
*
* @param {Order_Confirmation_Starts_At_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_starts_at_close: ((inputs?: Order_Confirmation_Starts_At_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Starts_At_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order Confirmation" |
*
* @param {Order_Confirmation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_title: ((inputs?: Order_Confirmation_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller e-mail" |
* | "Buyer" | "Buyer e-mail" |
* | * | "Owner e-mail" |
*
* @param {Order_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_email: ((inputs: Order_Contact_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name" |
* | "Buyer" | "Buyer first name" |
* | * | "Owner first name" |
*
* @param {Order_Contact_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_first_name: ((inputs: Order_Contact_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name" |
* | "Buyer" | "Buyer last name" |
* | * | "Owner last name" |
*
* @param {Order_Contact_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_last_name: ((inputs: Order_Contact_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller phone" |
* | "Buyer" | "Buyer phone" |
* | * | "Owner phone" |
*
* @param {Order_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_phone: ((inputs: Order_Contact_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact preferences" |
*
* @param {Order_Contact_PreferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_preferences: ((inputs?: Order_Contact_PreferencesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PreferencesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send me text message updates about my plan and repairs" |
*
* @param {Order_Contact_SmsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms: ((inputs?: Order_Contact_SmsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_SmsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to use the phone above." |
*
* @param {Order_Contact_Sms_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms_hint: ((inputs?: Order_Contact_Sms_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Mobile number for texts" |
*
* @param {Order_Contact_Sms_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms_phone: ((inputs?: Order_Contact_Sms_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I would like a welcome call to go over my coverage" |
*
* @param {Order_Contact_Welcome_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_welcome_call: ((inputs?: Order_Contact_Welcome_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Welcome_CallInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the listing coverage to convert. Please call us at {phone}." |
*
* @param {Order_Convert_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_convert_failed: ((inputs: Order_Convert_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Convert_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon {code} applied." |
*
* @param {Order_Coupon_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_applied: ((inputs: Order_Coupon_AppliedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_AppliedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon {code} applied: {amount} off." |
*
* @param {Order_Coupon_Applied_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_applied_amount: ((inputs: Order_Coupon_Applied_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_Applied_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Order_Coupon_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_apply: ((inputs?: Order_Coupon_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Order_Coupon_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_checking: ((inputs?: Order_Coupon_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon code" |
*
* @param {Order_Coupon_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_code: ((inputs?: Order_Coupon_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage length" |
*
* @param {Order_Coverage_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coverage_length: ((inputs?: Order_Coverage_LengthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coverage_LengthInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The e-mail could not be sent. Please try again." |
*
* @param {Order_Create_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_failed: ((inputs?: Order_Create_Password_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We have e-mailed {email} a link to create your password. It works once, within 30 minutes." |
*
* @param {Order_Create_Password_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_sent: ((inputs: Order_Create_Password_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your account uses {email}. Create a password to see your contract and request repairs online; the order e-mail has a link too." |
*
* @param {Order_Create_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_text: ((inputs: Order_Create_Password_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Create your password" |
*
* @param {Order_Create_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_title: ((inputs?: Order_Create_Password_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Apply my credit to this order" |
*
* @param {Order_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_credit_apply: ((inputs?: Order_Credit_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Credit_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Credit available: {amount}" |
*
* @param {Order_Credit_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_credit_available: ((inputs: Order_Credit_AvailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Credit_AvailableInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Credit_AvailableInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Your card was declined. Nothing was ordered and nothing was charged. Please enter another card, then place the order again." |
*
* @param {Order_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_declined: ((inputs?: Order_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_DeclinedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_DeclinedInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Due at closing" |
*
* @param {Order_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_at_closing: ((inputs?: Order_Due_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Order_Due_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_now: ((inputs?: Order_Due_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Order_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_today: ((inputs?: Order_Due_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter another card" |
*
* @param {Order_Enter_Another_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_enter_another_card: ((inputs?: Order_Enter_Another_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Enter_Another_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Escrow or title company" |
*
* @param {Order_Escrow_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_company: ((inputs?: Order_Escrow_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan is paid through escrow at closing: nothing is charged now. Coverage starts at the close of escrow. We e-mail the invoice to the escrow or title offi..." |
*
* @param {Order_Escrow_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_note: ((inputs?: Order_Escrow_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Escrow or title officer" |
*
* @param {Order_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer: ((inputs?: Order_Escrow_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Officer e-mail" |
*
* @param {Order_Escrow_Officer_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_email: ((inputs?: Order_Escrow_Officer_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Officer name" |
*
* @param {Order_Escrow_Officer_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_name: ((inputs?: Order_Escrow_Officer_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The connection was lost before the order was confirmed. Please try again when you are online: sending it again never orders twice." |
*
* @param {Order_Failed_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_connection: ((inputs?: Order_Failed_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Your order was not placed." |
*
* @param {Order_Failed_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_unknown: ((inputs?: Order_Failed_UnknownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_UnknownInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} Your order was not placed." |
*
* @param {Order_Failed_With_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_with_reason: ((inputs: Order_Failed_With_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_With_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name is required." |
* | "Buyer" | "Buyer first name is required." |
* | * | "Owner first name is required." |
*
* @param {Order_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_first_name_required: ((inputs: Order_First_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_First_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The buyer" |
*
* @param {Order_For_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_buyer: ((inputs?: Order_For_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This order is for" |
*
* @param {Order_For_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_legend: ((inputs?: Order_For_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The seller: listing coverage while the home is for sale" |
*
* @param {Order_For_SellerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_seller: ((inputs?: Order_For_SellerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_SellerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your account" |
*
* @param {Order_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_go_to_account: ((inputs?: Order_Go_To_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Go_To_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | paymentType | output |
* | --- | --- |
* | "monthly" | "An upgrade keeps how this plan is paid (monthly) and its term." |
* | "full" | "An upgrade keeps how this plan is paid (in full) and its term." |
* | * | "An upgrade keeps how this plan is paid (at closing) and its term." |
*
* @param {Order_Kept_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_kept_why: ((inputs: Order_Kept_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Kept_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name is required." |
* | "Buyer" | "Buyer last name is required." |
* | * | "Owner last name is required." |
*
* @param {Order_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_last_name_required: ((inputs: Order_Last_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Last_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Covered" |
*
* @param {Order_Limits_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_covered: ((inputs?: Order_Limits_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The limits and exclusions could not be loaded. Please try again." |
*
* @param {Order_Limits_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_failed: ((inputs?: Order_Limits_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Order_Limits_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_limits: ((inputs?: Order_Limits_LimitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LimitsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits and exclusions" |
*
* @param {Order_Limits_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_link: ((inputs?: Order_Limits_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not Covered" |
*
* @param {Order_Limits_Not_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_not_covered: ((inputs?: Order_Limits_Not_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_Not_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits and Exclusions" |
*
* @param {Order_Limits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_title: ((inputs?: Order_Limits_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_loading: ((inputs?: Order_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your plan…" |
*
* @param {Order_Loading_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_loading_plan: ((inputs?: Order_Loading_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Loading_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Order_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login: ((inputs?: Order_LoginInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoginInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please log in to renew your plan." |
*
* @param {Order_Login_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login_to_renew: ((inputs?: Order_Login_To_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please log in to upgrade your plan." |
*
* @param {Order_Login_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login_to_upgrade: ((inputs?: Order_Login_To_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your contract and coverage details are in your account, under the e-mail address {email}." |
*
* @param {Order_Next_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_account: ((inputs: Order_Next_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The order is in your account with your other orders." |
*
* @param {Order_Next_Agent_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_account: ((inputs?: Order_Next_Agent_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We have e-mailed the order to your buyer at {email}, with a link to create their password when they are new to us." |
*
* @param {Order_Next_Agent_EmailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_emailed: ((inputs: Order_Next_Agent_EmailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EmailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close of escrow." |
*
* @param {Order_Next_Agent_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_escrow: ((inputs?: Order_Next_Agent_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan is paid; your buyer's coverage starts on the date above." |
*
* @param {Order_Next_Agent_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_paid: ((inputs?: Order_Next_Agent_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An account already uses {email}. We have e-mailed its owner to confirm this order; it joins their account and its coverage can be used once they do. If they ..." |
*
* @param {Order_Next_Awaiting_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_awaiting_owner: ((inputs: Order_Next_Awaiting_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Awaiting_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan is invoiced to escrow and paid at closing; coverage starts at the close of escrow." |
*
* @param {Order_Next_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_escrow: ((inputs?: Order_Next_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep your policy number: you need it to request a repair. Questions? Call us at {phone}." |
*
* @param {Order_Next_Keep_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_keep_policy: ((inputs: Order_Next_Keep_PolicyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Next_Keep_PolicyInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Next_Keep_PolicyInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Your card is charged {amount} each month; the first payment was taken today." |
*
* @param {Order_Next_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_monthly: ((inputs: Order_Next_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your plan is paid in full for its whole term." |
*
* @param {Order_Next_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_paid_full: ((inputs?: Order_Next_Paid_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Paid_FullInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next: {step}" |
*
* @param {Order_Next_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_step: ((inputs: Order_Next_StepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_StepInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Order_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_no: ((inputs?: Order_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Order_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_not_now: ((inputs?: Order_Not_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price this order yet. Please check your connection and try again." |
*
* @param {Order_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_not_priced: ((inputs?: Order_Not_PricedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_PricedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order Now" |
*
* @param {Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_now: ((inputs?: Order_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online." |
*
* @param {Order_Offline_Card_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_card_needs_connection: ((inputs?: Order_Offline_Card_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Card_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Placing an order needs a connection." |
*
* @param {Order_Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_needs_connection: ((inputs?: Order_Offline_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown." |
*
* @param {Order_Offline_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_queued: ((inputs?: Order_Offline_QueuedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_QueuedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The order could not be saved on this device." |
*
* @param {Order_Offline_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_save_failed: ((inputs?: Order_Offline_Save_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Save_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Options" |
*
* @param {Order_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_options: ((inputs?: Order_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a plan first: the add-ons and options depend on it." |
*
* @param {Order_Options_Need_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_options_need_plan: ((inputs?: Order_Options_Need_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Options_Need_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Order_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_paid: ((inputs?: Order_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add a new {role}" |
*
* @param {Order_Partner_Add_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_add_new: ((inputs: Order_Partner_Add_NewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Add_NewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please call us at {phone} for assistance." |
*
* @param {Order_Partner_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_call_us: ((inputs: Order_Partner_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Call_UsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change {role}" |
*
* @param {Order_Partner_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_change: ((inputs: Order_Partner_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_ChangeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_ChangeInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Order_Partner_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_choose: ((inputs?: Order_Partner_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Order_Partner_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_company: ((inputs?: Order_Partner_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Order_Partner_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_email: ((inputs?: Order_Partner_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Find {role}" |
*
* @param {Order_Partner_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_find: ((inputs: Order_Partner_FindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_FindInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_FindInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Find a {role}" |
*
* @param {Order_Partner_Find_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_find_title: ((inputs: Order_Partner_Find_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Find_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Log in to add a new {role}" |
*
* @param {Order_Partner_Login_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_login_to_add: ((inputs: Order_Partner_Login_To_AddInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Login_To_AddInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Order_Partner_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_name: ((inputs?: Order_Partner_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Order_Partner_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_name_required: ((inputs?: Order_Partner_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No {role} matches “{term}”." |
*
* @param {Order_Partner_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_no_match: ((inputs: Order_Partner_No_MatchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_No_MatchInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None chosen" |
*
* @param {Order_Partner_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_none: ((inputs?: Order_Partner_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not listed?" |
*
* @param {Order_Partner_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_not_listed: ((inputs?: Order_Partner_Not_ListedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Not_ListedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | role | output |
* | --- | --- |
* | "buyerAgent" | "Buyer's Agent" |
* | "sellerAgent" | "Listing Agent" |
* | "titleCompany" | "Escrow Officer" |
* | "loanOfficer" | "Loan Officer" |
* | * | "Agent Assistant" |
*
* @param {Order_Partner_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_noun: ((inputs: Order_Partner_NounInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NounInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Order_Partner_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_phone: ((inputs?: Order_Partner_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {role}" |
*
* @param {Order_Partner_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_remove: ((inputs: Order_Partner_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_RemoveInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_RemoveInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Order_Partner_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_results: ((inputs?: Order_Partner_ResultsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ResultsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save and choose" |
*
* @param {Order_Partner_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_save: ((inputs?: Order_Partner_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Order_Partner_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_saving: ((inputs?: Order_Partner_SavingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SavingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Order_Partner_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search: ((inputs?: Order_Partner_SearchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The search failed. Please try again." |
*
* @param {Order_Partner_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_failed: ((inputs?: Order_Partner_Search_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "At least 2 characters." |
*
* @param {Order_Partner_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_hint: ((inputs?: Order_Partner_Search_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{role} name or company" |
*
* @param {Order_Partner_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_label: ((inputs: Order_Partner_Search_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Order_Partner_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_searching: ((inputs?: Order_Partner_SearchingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans are ordered on our partner's site. If it does not open by itself, continue to the partner warranty page." |
*
* @param {Order_Partner_Site_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_site_text: ((inputs?: Order_Partner_Site_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_Partner_Site_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_Site_TextInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Ordering continues with our partner" |
*
* @param {Order_Partner_Site_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_site_title: ((inputs?: Order_Partner_Site_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Site_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I am the" |
*
* @param {Order_Party_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_party_legend: ((inputs?: Order_Party_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose who is placing the order." |
*
* @param {Order_Party_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_party_required: ((inputs?: Order_Party_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay at closing (escrow)" |
*
* @param {Order_Pay_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_escrow: ((inputs?: Order_Pay_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay in full now by card" |
*
* @param {Order_Pay_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_full: ((inputs?: Order_Pay_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_FullInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Order_Pay_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_legend: ((inputs?: Order_Pay_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly by card" |
*
* @param {Order_Pay_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_monthly: ((inputs?: Order_Pay_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the e-mail address on the Contacts step first: the card is saved for it." |
*
* @param {Order_Pay_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_needs_email: ((inputs?: Order_Pay_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Place Order" |
*
* @param {Order_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_place: ((inputs?: Order_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Placing your order…" |
*
* @param {Order_PlacingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_placing: ((inputs?: Order_PlacingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlacingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your current plan" |
*
* @param {Order_Plan_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_current: ((inputs?: Order_Plan_CurrentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_CurrentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hide coverage details" |
*
* @param {Order_Plan_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_hide_details: ((inputs?: Order_Plan_Hide_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Hide_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage: {text}" |
*
* @param {Order_Plan_Listing_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_listing_coverage: ((inputs: Order_Plan_Listing_CoverageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Listing_CoverageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plans could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_load_error: ((inputs?: Order_Plan_Load_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_load_failed: ((inputs?: Order_Plan_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading plans…" |
*
* @param {Order_Plan_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_loading: ((inputs?: Order_Plan_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} PLAN" |
*
* @param {Order_Plan_Name_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_name_monthly: ((inputs: Order_Plan_Name_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Name_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a zip code in our service area and the property type first: the plans and prices depend on them." |
*
* @param {Order_Plan_Needs_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_needs_property: ((inputs?: Order_Plan_Needs_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Needs_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "ORDER NOW" |
*
* @param {Order_Plan_Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_order_now: ((inputs?: Order_Plan_Order_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "ORDER NOW: {name}" |
*
* @param {Order_Plan_Order_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_order_now_label: ((inputs: Order_Plan_Order_Now_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_Now_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a plan." |
*
* @param {Order_Plan_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_required: ((inputs?: Order_Plan_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "See coverage details" |
*
* @param {Order_Plan_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_see_details: ((inputs?: Order_Plan_See_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_See_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "SELECTED" |
*
* @param {Order_Plan_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_selected: ((inputs?: Order_Plan_SelectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_SelectedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Selected: {name}" |
*
* @param {Order_Plan_Selected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_selected_label: ((inputs: Order_Plan_Selected_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Selected_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prepaid service call fees" |
*
* @param {Order_Prepaid_CallsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_prepaid_calls: ((inputs?: Order_Prepaid_CallsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_CallsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Order_Prepaid_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_prepaid_none: ((inputs?: Order_Prepaid_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer's credit left in the budget" |
*
* @param {Order_Price_Buyers_Credit_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_buyers_credit_left: ((inputs?: Order_Price_Buyers_Credit_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Buyers_Credit_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The total of this order is now {total} ({monthly}/mo); it was {was}. Place the order at the new price?" |
*
* @param {Order_Price_Changed_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_changed_confirm: ((inputs: Order_Price_Changed_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The price has changed" |
*
* @param {Order_Price_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_changed_title: ((inputs?: Order_Price_Changed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a plan to see your price" |
*
* @param {Order_Price_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_choose_plan: ((inputs?: Order_Price_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Order_Price_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_details: ((inputs?: Order_Price_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due at closing {amount}" |
*
* @param {Order_Price_Due_At_Closing_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_at_closing_amount: ((inputs: Order_Price_Due_At_Closing_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_At_Closing_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due now {amount}" |
*
* @param {Order_Price_Due_Now_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_now_amount: ((inputs: Order_Price_Due_Now_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Now_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due today {amount}" |
*
* @param {Order_Price_Due_Today_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_today_amount: ((inputs: Order_Price_Due_Today_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Today_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The price could not be updated. It will be tried again when something changes." |
*
* @param {Order_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_failed: ((inputs?: Order_Price_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Order_Price_HideInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_hide: ((inputs?: Order_Price_HideInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_HideInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{price}/mo" |
*
* @param {Order_Price_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_monthly: ((inputs: Order_Price_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly total" |
*
* @param {Order_Price_Monthly_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_monthly_total: ((inputs?: Order_Price_Monthly_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Monthly_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Offline price: the server confirms it when the order is sent" |
*
* @param {Order_Price_Offline_EstimateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_offline_estimate: ((inputs?: Order_Price_Offline_EstimateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Offline_EstimateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price summary" |
*
* @param {Order_Price_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_summary_label: ((inputs?: Order_Price_Summary_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Summary_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Order_Price_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total: ((inputs?: Order_Price_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Total due at closing" |
*
* @param {Order_Price_Total_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total_due_at_closing: ((inputs?: Order_Price_Total_Due_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_Due_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Total {total} · {monthly}/mo" |
*
* @param {Order_Price_Total_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total_monthly: ((inputs: Order_Price_Total_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price unavailable" |
*
* @param {Order_Price_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_unavailable: ((inputs?: Order_Price_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Updating price…" |
*
* @param {Order_Price_UpdatingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_updating: ((inputs?: Order_Price_UpdatingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UpdatingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "updating…" |
*
* @param {Order_Price_Updating_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_updating_short: ((inputs?: Order_Price_Updating_ShortInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Updating_ShortInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upgrade price unavailable" |
*
* @param {Order_Price_Upgrade_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_upgrade_unavailable: ((inputs?: Order_Price_Upgrade_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Upgrade_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{price}/year" |
*
* @param {Order_Price_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_yearly: ((inputs: Order_Price_YearlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_YearlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State: {state}" |
*
* @param {Order_Property_State_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_state_hint: ((inputs: Order_Property_State_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_State_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property type" |
*
* @param {Order_Property_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_type: ((inputs?: Order_Property_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property type is required." |
*
* @param {Order_Property_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_type_required: ((inputs?: Order_Property_Type_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_Type_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Order_Queued_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_clear: ((inputs?: Order_Queued_ClearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_ClearInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Place an order" |
*
* @param {Order_Queued_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_describe: ((inputs?: Order_Queued_DescribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DescribeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Order_Queued_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_discard: ((inputs?: Order_Queued_DiscardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DiscardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{plan} for {owner}, {address}: {total}" |
*
* @param {Order_Queued_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_line: ((inputs: Order_Queued_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Queued_LineInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Queued_LineInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Not placed" |
*
* @param {Order_Queued_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_not_placed: ((inputs?: Order_Queued_Not_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Not_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Waiting orders are placed when the connection returns." |
*
* @param {Order_Queued_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_offline: ((inputs?: Order_Queued_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Placed: contract {policyNumber}" |
*
* @param {Order_Queued_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_placed: ((inputs: Order_Queued_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This order now costs {total}; it was {was}. Place it at the new price?" |
*
* @param {Order_Queued_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_price_changed: ((inputs: Order_Queued_Price_ChangedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_ChangedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The new price could not be loaded. Please try again." |
*
* @param {Order_Queued_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_price_failed: ((inputs?: Order_Queued_Price_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The order was not accepted." |
*
* @param {Order_Queued_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_refused: ((inputs?: Order_Queued_RefusedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_RefusedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review the new price" |
*
* @param {Order_Queued_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_review_price: ((inputs?: Order_Queued_Review_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Review_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Order_Queued_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_send_now: ((inputs?: Order_Queued_Send_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Send_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Orders saved on this device" |
*
* @param {Order_Queued_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_title: ((inputs?: Order_Queued_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Order_Queued_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_waiting: ((inputs?: Order_Queued_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Budget Amount" |
*
* @param {Order_Quick_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_budget: ((inputs?: Order_Quick_BudgetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_BudgetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quick Order" |
*
* @param {Order_Quick_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_button: ((inputs?: Order_Quick_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The quick order could not be placed. Please try again." |
*
* @param {Order_Quick_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_failed: ((inputs?: Order_Quick_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Finding your plan…" |
*
* @param {Order_Quick_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_finding: ((inputs?: Order_Quick_FindingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FindingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quick Home Warranty Order Form" |
*
* @param {Order_Quick_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_heading: ((inputs?: Order_Quick_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage for the seller" |
*
* @param {Order_Quick_ListingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_listing: ((inputs?: Order_Quick_ListingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ListingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No plan fits this budget for this home." |
*
* @param {Order_Quick_No_Plan_FitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_no_plan_fits: ((inputs?: Order_Quick_No_Plan_FitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_No_Plan_FitsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline and the plans for this home are not saved on this device. Please try again when you are back online." |
*
* @param {Order_Quick_Offline_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_offline_no_plans: ((inputs?: Order_Quick_Offline_No_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_Offline_No_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State is required." |
*
* @param {Order_Quick_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_state_required: ((inputs?: Order_Quick_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quick order" |
*
* @param {Order_Quick_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_summary: ((inputs?: Order_Quick_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_SummaryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Did you buy this home in the last 30 days?" |
*
* @param {Order_Recent_Purchase_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_recent_purchase_legend: ((inputs?: Order_Recent_Purchase_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "As a recent home buyer you order from our real estate plans, as the home buyer, paid in full." |
*
* @param {Order_Recent_Purchase_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_recent_purchase_note: ((inputs?: Order_Recent_Purchase_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Order_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_remove: ((inputs?: Order_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_RemoveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Order_Review_AddonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_addon: ((inputs?: Order_Review_AddonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_AddonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Order_Review_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_buyer: ((inputs?: Order_Review_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "card ending {lastFour}" |
*
* @param {Order_Review_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_card_ending: ((inputs: Order_Review_Card_EndingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Card_EndingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated close date: {date}" |
*
* @param {Order_Review_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_close_date: ((inputs: Order_Review_Close_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Close_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon {code}" |
*
* @param {Order_Review_CouponInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_coupon: ((inputs: Order_Review_CouponInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_CouponInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {part}" |
*
* @param {Order_Review_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_edit: ((inputs: Order_Review_EditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Review_EditInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Review_EditInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "No plan chosen" |
*
* @param {Order_Review_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_no_plan: ((inputs?: Order_Review_No_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_No_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ordered by: {party}" |
*
* @param {Order_Review_Ordered_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_ordered_by: ((inputs: Order_Review_Ordered_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Ordered_ByInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Order_Review_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_owner: ((inputs?: Order_Review_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Order_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_price: ((inputs?: Order_Review_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The price appears here once a plan is chosen." |
*
* @param {Order_Review_Price_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_price_later: ((inputs?: Order_Review_Price_LaterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Price_LaterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{fee} service call fee" |
*
* @param {Order_Review_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_service_fee: ((inputs: Order_Review_Service_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Service_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agent Assistant" |
*
* @param {Order_Role_Agent_AssistantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_agent_assistant: ((inputs?: Order_Role_Agent_AssistantInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Agent_AssistantInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer's Agent" |
*
* @param {Order_Role_Buyer_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_buyer_agent: ((inputs?: Order_Role_Buyer_AgentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Buyer_AgentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Escrow Officer" |
*
* @param {Order_Role_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_escrow_officer: ((inputs?: Order_Role_Escrow_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Escrow_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Buyer" |
*
* @param {Order_Role_Home_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_home_buyer: ((inputs?: Order_Role_Home_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Home_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing Agent" |
*
* @param {Order_Role_Listing_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_listing_agent: ((inputs?: Order_Role_Listing_AgentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Listing_AgentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loan Officer" |
*
* @param {Order_Role_Loan_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_loan_officer: ((inputs?: Order_Role_Loan_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Loan_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seller first name (optional)" |
*
* @param {Order_Seller_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_seller_first_name: ((inputs?: Order_Seller_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seller last name (optional)" |
*
* @param {Order_Seller_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_seller_last_name: ((inputs?: Order_Seller_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Order_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sending: ((inputs?: Order_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Order_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee: ((inputs?: Order_Service_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service call fee: {fee}" |
*
* @param {Order_Service_Fee_FactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee_fact: ((inputs: Order_Service_Fee_FactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Service_Fee_FactInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Service_Fee_FactInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "{fee} ({offset}/year)" |
*
* @param {Order_Service_Fee_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee_offset: ((inputs: Order_Service_Fee_OffsetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_Fee_OffsetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show plans for" |
*
* @param {Order_Site_Plans_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_site_plans_for: ((inputs?: Order_Site_Plans_ForInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Site_Plans_ForInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a complete mobile number for text updates." |
*
* @param {Order_Sms_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sms_phone_incomplete: ((inputs?: Order_Sms_Phone_IncompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sms_Phone_IncompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Order_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_something_wrong: ((inputs?: Order_Something_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Something_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{from} or more sq. ft." |
*
* @param {Order_Sqft_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sqft_or_more: ((inputs: Order_Sqft_Or_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_Or_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{from} - {to} sq. ft." |
*
* @param {Order_Sqft_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sqft_range: ((inputs: Order_Sqft_RangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_RangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Square footage" |
*
* @param {Order_Square_FootageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_square_footage: ((inputs?: Order_Square_FootageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Square_FootageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a home warranty as a homeowner or as a real-estate professional: choose yours and see the plans and prices for your home." |
*
* @param {Order_Start_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_description: ((inputs?: Order_Start_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a home warranty" |
*
* @param {Order_Start_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_heading: ((inputs?: Order_Start_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start Your Order" |
*
* @param {Order_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_title: ((inputs?: Order_Start_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State" |
*
* @param {Order_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_state: ((inputs?: Order_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contacts" |
*
* @param {Order_Step_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_contacts: ((inputs?: Order_Step_ContactsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ContactsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Step {step} of {count}" |
*
* @param {Order_Step_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_count: ((inputs: Order_Step_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_CountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-ons & Options" |
*
* @param {Order_Step_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_options: ((inputs?: Order_Step_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Order_Step_PartnersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_partners: ((inputs?: Order_Step_PartnersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PartnersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Order_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_payment: ((inputs?: Order_Step_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Order_Step_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_plan: ((inputs?: Order_Step_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Order_Step_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_property: ((inputs?: Order_Step_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review" |
*
* @param {Order_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_review: ((inputs?: Order_Step_ReviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ReviewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order steps" |
*
* @param {Order_Steps_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_steps_label: ((inputs?: Order_Steps_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Steps_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Order_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_street_address: ((inputs?: Order_Street_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Street_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_agree: ((inputs?: Order_Terms_AgreeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_Terms_AgreeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Terms_AgreeInputs, {
    locale?: "en" | "es";
}, {
    contract: {
        options: {};
        attributes: {};
        children: true;
    };
    terms: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "The sample contract is available in English only." |
*
* @param {Order_Terms_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_english: ((inputs?: Order_Terms_EnglishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_EnglishInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_required: ((inputs?: Order_Terms_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Convert to Full Coverage" |
*
* @param {Order_Title_ConvertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_convert: ((inputs?: Order_Title_ConvertInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_ConvertInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a Home Warranty" |
*
* @param {Order_Title_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_new: ((inputs?: Order_Title_NewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_NewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew Your Home Warranty" |
*
* @param {Order_Title_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_renew: ((inputs?: Order_Title_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upgrade Your Home Warranty" |
*
* @param {Order_Title_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_upgrade: ((inputs?: Order_Title_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Order_Type_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_homeowner: ((inputs?: Order_Type_HomeownerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_HomeownerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate Professional" |
*
* @param {Order_Type_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_real_estate: ((inputs?: Order_Type_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which best describes you?" |
*
* @param {Order_Type_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_title: ((inputs?: Order_Type_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "/mo" |
*
* @param {Order_Unit_MonthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_month: ((inputs?: Order_Unit_MonthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_MonthInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unit (optional)" |
*
* @param {Order_Unit_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_optional: ((inputs?: Order_Unit_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "/year" |
*
* @param {Order_Unit_YearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_year: ((inputs?: Order_Unit_YearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_YearInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Updating the price…" |
*
* @param {Order_Updating_The_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_updating_the_price: ((inputs?: Order_Updating_The_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Updating_The_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "OK" |
*
* @param {Order_Validation_OkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_validation_ok: ((inputs?: Order_Validation_OkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Validation_OkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} year" |
* | "other" | "{count} years" |
*
* @param {Order_YearsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_years: ((inputs: Order_YearsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YearsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Order_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_yes: ((inputs?: Order_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Order_Zip_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_zip_code: ((inputs?: Order_Zip_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid zip code." |
*
* @param {Order_Zip_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_zip_invalid: ((inputs?: Order_Zip_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prices per month in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_note_monthly: ((inputs: Plans_Note_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prices per year in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_note_yearly: ((inputs: Plans_Note_YearlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_YearlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show prices for" |
*
* @param {Plans_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_state_label: ((inputs?: Plans_State_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_State_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accept all" |
*
* @param {Privacy_Centre_Accept_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_accept_all: ((inputs?: Privacy_Centre_Accept_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Accept_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the s..." |
*
* @param {Privacy_Centre_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_advertising_description: ((inputs?: Privacy_Centre_Advertising_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Advertising: sale or sharing of personal information" |
*
* @param {Privacy_Centre_Advertising_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_advertising_name: ((inputs?: Privacy_Centre_Advertising_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Measure which pages and campaigns help visitors most, from pages viewed and links clicked." |
*
* @param {Privacy_Centre_Analytics_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_analytics_description: ((inputs?: Privacy_Centre_Analytics_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Privacy_Centre_Analytics_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_analytics_name: ((inputs?: Privacy_Centre_Analytics_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Commercial information" |
*
* @param {Privacy_Centre_Category_CommercialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_commercial: ((inputs?: Privacy_Centre_Category_CommercialInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_CommercialInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Identifiers" |
*
* @param {Privacy_Centre_Category_IdentifiersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_identifiers: ((inputs?: Privacy_Centre_Category_IdentifiersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_IdentifiersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Inferences" |
*
* @param {Privacy_Centre_Category_InferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_inferences: ((inputs?: Privacy_Centre_Category_InferencesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_InferencesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Internet or other electronic network activity" |
*
* @param {Privacy_Centre_Category_Internet_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_internet_activity: ((inputs?: Privacy_Centre_Category_Internet_ActivityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_Internet_ActivityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sensory data (audio, electronic and visual)" |
*
* @param {Privacy_Centre_Category_SensoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_sensory: ((inputs?: Privacy_Centre_Category_SensoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_SensoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remember your preferences on this site between visits." |
*
* @param {Privacy_Centre_Functional_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_functional_description: ((inputs?: Privacy_Centre_Functional_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Functional" |
*
* @param {Privacy_Centre_Functional_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_functional_name: ((inputs?: Privacy_Centre_Functional_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here." |
*
* @param {Privacy_Centre_Gpc_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_gpc_notice: ((inputs?: Privacy_Centre_Gpc_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Gpc_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "These choices apply to the cookies and tags on this site in this browser. We collect these categories of personal information:" |
*
* @param {Privacy_Centre_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_intro: ((inputs?: Privacy_Centre_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on." |
*
* @param {Privacy_Centre_Necessary_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_necessary_description: ((inputs?: Privacy_Centre_Necessary_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Strictly necessary" |
*
* @param {Privacy_Centre_Necessary_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_necessary_name: ((inputs?: Privacy_Centre_Necessary_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Purposes" |
*
* @param {Privacy_Centre_Purposes_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_purposes_label: ((inputs?: Privacy_Centre_Purposes_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Purposes_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Read more in our Privacy Policy." |
*
* @param {Privacy_Centre_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_read_more: ((inputs?: Privacy_Centre_Read_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Privacy_Centre_Read_MoreInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Privacy_Centre_Read_MoreInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Reject all" |
*
* @param {Privacy_Centre_Reject_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_reject_all: ((inputs?: Privacy_Centre_Reject_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Reject_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save choices" |
*
* @param {Privacy_Centre_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_save: ((inputs?: Privacy_Centre_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your privacy choices are saved for this browser." |
*
* @param {Privacy_Centre_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_saved: ((inputs?: Privacy_Centre_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "(sold or shared for advertising)" |
*
* @param {Privacy_Centre_Sold_Or_SharedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_sold_or_shared: ((inputs?: Privacy_Centre_Sold_Or_SharedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Sold_Or_SharedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Privacy_Choices_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_choices_title: ((inputs?: Privacy_Choices_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Choices_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get a Free Quote" |
*
* @param {Quote_Banner_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_button: ((inputs?: Quote_Banner_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call {phone}." |
*
* @param {Quote_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_text: ((inputs: Quote_Banner_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Quote_Banner_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Quote_Banner_TextInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "See your price in about a minute" |
*
* @param {Quote_Banner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_title: ((inputs?: Quote_Banner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your quote request. Please call us at {phone} and we will help you right away." |
*
* @param {Quote_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_failed_text: ((inputs: Quote_Form_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_label: ((inputs?: Quote_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Did you purchase the home in the last 30 days?" |
*
* @param {Quote_Form_Recent_PurchaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_recent_purchase: ((inputs?: Quote_Form_Recent_PurchaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Recent_PurchaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get My Free Quote" |
*
* @param {Quote_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_submit: ((inputs?: Quote_Form_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Here are the plans and prices for your home. Questions? Call us at {phone}." |
*
* @param {Quote_Form_Thanks_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_thanks_text: ((inputs: Quote_Form_Thanks_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you!" |
*
* @param {Quote_Form_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_thanks_title: ((inputs?: Quote_Form_Thanks_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prefer to talk? Call {phone}." |
*
* @param {Quote_Section_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_call: ((inputs: Quote_Section_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Quote_Section_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Quote_Section_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "A licensed contractor assigned within 24 hours of a claim" |
*
* @param {Quote_Section_Point_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_contractor: ((inputs?: Quote_Section_Point_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans from $35 a month" |
*
* @param {Quote_Section_Point_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_price: ((inputs?: Quote_Section_Point_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah" |
*
* @param {Quote_Section_Point_StatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_states: ((inputs?: Quote_Section_Point_StatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_StatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us a little about your home and we will show you the plans and prices for it right away. No obligation, no sales pressure: a quote takes about a minute." |
*
* @param {Quote_Section_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_text: ((inputs?: Quote_Section_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get a Free Home Warranty Quote!" |
*
* @param {Quote_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_title: ((inputs?: Quote_Section_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call {name} at {phone}" |
*
* @param {Reps_Call_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_call_label: ((inputs: Reps_Call_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Call_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_email_label: ((inputs: Reps_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_email_link: ((inputs: Reps_Email_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet Your Local Representative" |
*
* @param {Reps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_heading: ((inputs?: Reps_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our representatives live and work in the markets they serve. They visit offices, run lunch-and-learns, drop off brochures and help with any order. Pick your ..." |
*
* @param {Reps_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_intro: ((inputs?: Reps_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Representatives in {state}" |
*
* @param {Reps_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_list_label: ((inputs: Reps_List_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_List_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The representatives could not be loaded just now. Please try again later." |
*
* @param {Reps_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_load_failed: ((inputs?: Reps_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading representatives…" |
*
* @param {Reps_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_loading: ((inputs?: Reps_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find your location in time. Choose your state to see its representatives." |
*
* @param {Reps_Location_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_location_timed_out: ((inputs?: Reps_Location_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Reps_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_location_title: ((inputs?: Reps_Location_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We do not have a representative in {state} yet." |
*
* @param {Reps_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_none: ((inputs: Reps_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Portrait of {name}" |
*
* @param {Reps_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_photo_alt: ((inputs: Reps_Photo_AltInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Photo_AltInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your state" |
*
* @param {Reps_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_state_label: ((inputs?: Reps_State_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_State_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request Repair" |
*
* @param {Request_RepairInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const request_repair: ((inputs?: Request_RepairInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_RepairInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Resources_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_all: ((inputs?: Resources_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Resources_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_breadcrumb: ((inputs?: Resources_BreadcrumbInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_BreadcrumbInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Resource categories" |
*
* @param {Resources_Categories_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_categories_label: ((inputs?: Resources_Categories_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Categories_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this category. Please check your connection and try again." |
*
* @param {Resources_Category_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_category_failed: ((inputs?: Resources_Category_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Category_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Resources_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_link: ((inputs?: Resources_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the articles. Please check your connection and try again." |
*
* @param {Resources_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_list_failed: ((inputs?: Resources_List_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_List_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Load More" |
*
* @param {Resources_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_load_more: ((inputs?: Resources_Load_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Load_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading articles…" |
*
* @param {Resources_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_loading: ((inputs?: Resources_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sign Up for Our Newsletter" |
*
* @param {Resources_Newsletter_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_heading: ((inputs?: Resources_Newsletter_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Newsletter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_label: ((inputs?: Resources_Newsletter_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Resources_Newsletter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_placeholder: ((inputs?: Resources_Newsletter_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Resources_Newsletter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_submit: ((inputs?: Resources_Newsletter_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seasonal maintenance tips and home warranty news, about once a month." |
*
* @param {Resources_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_text: ((inputs?: Resources_Newsletter_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There are no articles here yet." |
*
* @param {Resources_No_ArticlesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_no_articles: ((inputs?: Resources_No_ArticlesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_No_ArticlesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Recent Home Warranty Resources" |
*
* @param {Resources_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_recent_heading: ((inputs?: Resources_Recent_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Maintenance checklists, repair know-how and home buying advice from our team." |
*
* @param {Resources_Recent_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_recent_intro: ((inputs?: Resources_Recent_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "More in {category}" |
*
* @param {Resources_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_related: ((inputs: Resources_RelatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RelatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Resources_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_retry: ((inputs?: Resources_RetryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RetryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Resources_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share: ((inputs?: Resources_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Share_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_email: ((inputs?: Resources_Share_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share on {network}" |
*
* @param {Resources_Share_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_on: ((inputs: Resources_Share_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share this article" |
*
* @param {Resources_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_title: ((inputs?: Resources_Share_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty Resources" |
*
* @param {Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_title: ((inputs?: Resources_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that resources category. Here are our most recent articles." |
*
* @param {Resources_Unknown_Category_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_unknown_category_text: ((inputs?: Resources_Unknown_Category_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Category not found" |
*
* @param {Resources_Unknown_Category_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_unknown_category_title: ((inputs?: Resources_Unknown_Category_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hear From Our Contractors" |
*
* @param {Reviews_Contractor_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_contractor_heading: ((inputs?: Reviews_Contractor_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plumbers, electricians, HVAC and appliance technicians across our six states on what it is like to work with our network." |
*
* @param {Reviews_Contractor_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_contractor_intro: ((inputs?: Reviews_Contractor_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What Our Customers Say" |
*
* @param {Reviews_Customer_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_customer_heading: ((inputs?: Reviews_Customer_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real words from people whose furnaces, water heaters and refrigerators we have fixed across Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Reviews_Customer_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_customer_intro: ((inputs?: Reviews_Customer_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner Reviews" |
*
* @param {Reviews_Homeowner_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_homeowner_heading: ((inputs?: Reviews_Homeowner_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowners tell us what matters most when something breaks: a quick answer, a contractor who shows up, and a bill that stays at the service fee." |
*
* @param {Reviews_Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_homeowner_intro: ((inputs?: Reviews_Homeowner_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The reviews could not be loaded just now. Please try again later." |
*
* @param {Reviews_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_load_failed: ((inputs?: Reviews_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Reviews_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_loading: ((inputs?: Reviews_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted by Real Estate Professionals" |
*
* @param {Reviews_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_real_estate_heading: ((inputs?: Reviews_Real_Estate_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agents, brokers and escrow officers order with us because coverage starts on time, closings stay on schedule and their clients call back happy." |
*
* @param {Reviews_Real_Estate_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_real_estate_intro: ((inputs?: Reviews_Real_Estate_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show all {count} reviews" |
*
* @param {Reviews_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_show_all: ((inputs: Reviews_Show_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show fewer reviews" |
*
* @param {Reviews_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_show_fewer: ((inputs?: Reviews_Show_FewerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_FewerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_stars: ((inputs: Reviews_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Site_Form_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_address: ((inputs?: Site_Form_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Site_Form_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_email: ((inputs?: Site_Form_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Site_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_name: ((inputs?: Site_Form_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Site_Form_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_no: ((inputs?: Site_Form_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Site_Form_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_phone: ((inputs?: Site_Form_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Site_Form_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_sending: ((inputs?: Site_Form_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Site_Form_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_yes: ((inputs?: Site_Form_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Site_Form_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_zip: ((inputs?: Site_Form_ZipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_ZipInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Social_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const social_new_tab: ((inputs?: Social_New_TabInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Social_New_TabInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {State_Notice_Form_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_choose: ((inputs?: State_Notice_Form_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Details (optional): for a correction, what is wrong and what it should say" |
*
* @param {State_Notice_Form_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_details: ((inputs?: State_Notice_Form_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please keep the details under {max} characters." |
*
* @param {State_Notice_Form_Details_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_details_too_long: ((inputs: State_Notice_Form_Details_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Details_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {State_Notice_Form_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_email_invalid: ((inputs?: State_Notice_Form_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {State_Notice_Form_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_email_required: ((inputs?: State_Notice_Form_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us at {phone}." |
*
* @param {State_Notice_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_failed_text: ((inputs: State_Notice_Form_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request Not Sent" |
*
* @param {State_Notice_Form_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_failed_title: ((inputs?: State_Notice_Form_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy request" |
*
* @param {State_Notice_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_label: ((inputs?: State_Notice_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your name." |
*
* @param {State_Notice_Form_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_name_required: ((inputs?: State_Notice_Form_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days." |
*
* @param {State_Notice_Form_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_received: ((inputs?: State_Notice_Form_ReceivedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ReceivedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State you live in" |
*
* @param {State_Notice_Form_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state: ((inputs?: State_Notice_Form_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a US state." |
*
* @param {State_Notice_Form_State_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state_invalid: ((inputs?: State_Notice_Form_State_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose your state." |
*
* @param {State_Notice_Form_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state_required: ((inputs?: State_Notice_Form_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send request" |
*
* @param {State_Notice_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_submit: ((inputs?: State_Notice_Form_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What are you asking for?" |
*
* @param {State_Notice_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type: ((inputs?: State_Notice_Form_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Access to my information" |
*
* @param {State_Notice_Form_Type_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_access: ((inputs?: State_Notice_Form_Type_AccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_AccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Correction of my information" |
*
* @param {State_Notice_Form_Type_CorrectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_correction: ((inputs?: State_Notice_Form_Type_CorrectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_CorrectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Deletion of my information" |
*
* @param {State_Notice_Form_Type_DeletionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_deletion: ((inputs?: State_Notice_Form_Type_DeletionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_DeletionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose access, deletion or correction." |
*
* @param {State_Notice_Form_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_required: ((inputs?: State_Notice_Form_Type_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Status_Update_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_back: ((inputs?: Status_Update_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Book this time" |
*
* @param {Status_Update_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_book: ((inputs?: Status_Update_BookInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The time could not be booked. Please try again." |
*
* @param {Status_Update_Book_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_book_failure: ((inputs?: Status_Update_Book_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Book_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your visit is booked for {day}, {time}." |
*
* @param {Status_Update_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booked: ((inputs: Status_Update_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Booked now: {day}, {time}" |
*
* @param {Status_Update_Booked_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booked_now: ((inputs: Status_Update_Booked_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Booked_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Status_Update_BookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booking: ((inputs?: Status_Update_BookingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel Work Order" |
*
* @param {Status_Update_Cancel_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_button: ((inputs?: Status_Update_Cancel_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Is the visit no longer needed? Ask us to cancel this work order." |
*
* @param {Status_Update_Cancel_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_intro: ((inputs?: Status_Update_Cancel_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us why work order {workOrderId} should be cancelled." |
*
* @param {Status_Update_Cancel_PromptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_prompt: ((inputs: Status_Update_Cancel_PromptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_PromptInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reason for cancellation" |
*
* @param {Status_Update_Cancel_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_reason: ((inputs?: Status_Update_Cancel_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this work order" |
*
* @param {Status_Update_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_title: ((inputs?: Status_Update_Cancel_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a date, a start window and an end window to submit." |
*
* @param {Status_Update_Choose_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_choose_all: ((inputs?: Status_Update_Choose_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Choose_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This work order is closed and can no longer be changed." |
*
* @param {Status_Update_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_closed: ((inputs?: Status_Update_ClosedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ClosedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Status_Update_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date: ((inputs?: Status_Update_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "From today up to six months ahead." |
*
* @param {Status_Update_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date_hint: ((inputs?: Status_Update_Date_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a date from today to six months ahead." |
*
* @param {Status_Update_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date_range: ((inputs?: Status_Update_Date_RangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_RangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "End window" |
*
* @param {Status_Update_End_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_end_window: ((inputs?: Status_Update_End_WindowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_End_WindowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Need help? Call us at {phone}." |
*
* @param {Status_Update_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_help: ((inputs: Status_Update_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Status_Update_HelpInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Status_Update_HelpInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled." |
*
* @param {Status_Update_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_intro: ((inputs?: Status_Update_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this work order. Please check your connection and try again." |
*
* @param {Status_Update_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_load_failed: ((inputs?: Status_Update_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the work order…" |
*
* @param {Status_Update_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_loading: ((inputs?: Status_Update_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Submitting needs a connection." |
*
* @param {Status_Update_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_offline: ((inputs?: Status_Update_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ready to submit." |
*
* @param {Status_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_ready: ((inputs?: Status_Update_ReadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ReadyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a reason to submit." |
*
* @param {Status_Update_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_reason_required: ((inputs?: Status_Update_Reason_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Reason_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Schedule the visit" |
*
* @param {Status_Update_Schedule_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_schedule_title: ((inputs?: Status_Update_Schedule_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Schedule_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start window" |
*
* @param {Status_Update_Start_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_start_window: ((inputs?: Status_Update_Start_WindowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Start_WindowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Status_Update_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_submit: ((inputs?: Status_Update_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submitting…" |
*
* @param {Status_Update_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_submitting: ((inputs?: Status_Update_SubmittingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmittingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Update Work Order Status" |
*
* @param {Status_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_title: ((inputs?: Status_Update_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Status_Update_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_try_again: ((inputs?: Status_Update_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Or choose a day and hours yourself below." |
*
* @param {Status_Update_Windows_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_windows_or: ((inputs?: Status_Update_Windows_OrInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_OrInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Book an open time" |
*
* @param {Status_Update_Windows_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_windows_title: ((inputs?: Status_Update_Windows_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Work order {workOrderId}" |
*
* @param {Status_Update_Work_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_work_order: ((inputs: Status_Update_Work_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Status_Update_Work_OrderInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Status_Update_Work_OrderInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Video_Support_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_company: ((inputs?: Video_Support_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I agree to receive e-mails from {brand} and {service} about this service." |
*
* @param {Video_Support_Consent_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_email: ((inputs: Video_Support_Consent_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tick both boxes to submit." |
*
* @param {Video_Support_Consent_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_hint: ((inputs?: Video_Support_Consent_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I agree to the data and privacy policy." |
*
* @param {Video_Support_Consent_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_privacy: ((inputs?: Video_Support_Consent_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Video_Support_Consent_PrivacyInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Video_Support_Consent_PrivacyInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Video_Support_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_email: ((inputs?: Video_Support_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Video_Support_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_first_name: ((inputs?: Video_Support_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get {service} for Your Team" |
*
* @param {Video_Support_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_heading: ((inputs: Video_Support_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{service} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up." |
*
* @param {Video_Support_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_intro: ((inputs: Video_Support_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Video_Support_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_last_name: ((inputs?: Video_Support_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Video_Support_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_phone: ((inputs?: Video_Support_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Video_Support_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_sending: ((inputs?: Video_Support_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Video_Support_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_submit: ((inputs?: Video_Support_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate warranty link for policy {policyId}" |
*
* @param {Warranty_Link_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const warranty_link_frame_title: ((inputs: Warranty_Link_Frame_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_Frame_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Warranty Link" |
*
* @param {Warranty_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const warranty_link_title: ((inputs?: Warranty_Link_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020." |
*
* @param {Why_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_award_text: ((inputs?: Why_Award_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best in region, five times" |
*
* @param {Why_Award_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_award_title: ((inputs?: Why_Award_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule." |
*
* @param {Why_Contractor_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_contractor_text: ((inputs?: Why_Contractor_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A contractor within 24 hours" |
*
* @param {Why_Contractor_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_contractor_title: ((inputs?: Why_Contractor_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why Choose {brand}?" |
*
* @param {Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_heading: ((inputs: Why_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Over 70,000 homeowners count on {brand} to keep their homes running. Here is what they get." |
*
* @param {Why_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_intro: ((inputs: Why_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate." |
*
* @param {Why_Local_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_local_text: ((inputs?: Why_Local_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Local to the West" |
*
* @param {Why_Local_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_local_title: ((inputs?: Why_Local_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them." |
*
* @param {Why_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_parts_text: ((inputs?: Why_Parts_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Over 9,000 parts covered" |
*
* @param {Why_Parts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_parts_title: ((inputs?: Why_Parts_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house." |
*
* @param {Why_People_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_people_text: ((inputs?: Why_People_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real people on the phone" |
*
* @param {Why_People_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_people_title: ((inputs?: Why_People_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill." |
*
* @param {Why_Savings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_savings_text: ((inputs?: Why_Savings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save about $200 a repair" |
*
* @param {Why_Savings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_savings_title: ((inputs?: Why_Savings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
